/**
 * Pay later and instalments on the checkout (issue #29, product-and-purchase §4, §9), phone and desktop: once the
 * server priced the stay, 3× is offered on fr_FR with the schedule the eligibility API computes for that amount (the
 * buyer chooses it, pays, and finds the schedule on the confirmation page and in the order), and not on it_IT, a site outside its points of sale (which gets only what the API lists: the pay-later wallet).
 */
import { expect, test } from '@playwright/test';
import { BUYER_LABELS, CheckoutPage, SITE_BUYERS, stayDatesFor } from '../../pages/checkout-page';
import { PORT } from '../../support/env';

/** Offer 100016 (hotel 1003) has no activity needing a date. */
const OFFER = 100016;
const API = `http://localhost:${PORT}`;

const SITES = [
  { site: 'fr_FR', slot: 5, noInsurance: /^Non merci/, offered: true },
  { site: 'it_IT', slot: 6, noInsurance: /^No grazie/, offered: false },
] as const;

interface Eligibility {
  paymentMethods: { type: string; schedule: { dueDate: string; amount: number }[] }[];
}

for (const { site, slot, noInsurance, offered } of SITES) {
  test(`${site}: 3× is ${offered ? '' : 'not '}offered, as the eligibility API says`, async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const dates = await stayDatesFor(request, testInfo, site, OFFER, slot);
    const quote = await request.get(`${API}/product/${OFFER}/quote?checkin=${dates.checkin}&nights=2&adult=2&child=0&baby=0&locale=${site}`);
    const { priceInfo, cancellationPolicy } = (await quote.json()) as { priceInfo: { sellPrice: number }; cancellationPolicy: { type: string; cancellationDeadline: string | null } };
    const deadline = cancellationPolicy.cancellationDeadline && cancellationPolicy.type !== 'NON_REFUNDABLE' ? `&cancellableUntil=${cancellationPolicy.cancellationDeadline}` : '';
    const answer = await request.get(`${API}/gateway/purchase/alma/eligibility?amount=${priceInfo.sellPrice}&cancellationPolicyType=${cancellationPolicy.type}${deadline}&checkinDate=${dates.checkin}&pointOfSale=${site.slice(3).toLowerCase()}`);
    expect(answer.ok()).toBeTruthy();
    const { paymentMethods } = (await answer.json()) as Eligibility;
    const inThree = paymentMethods.find((m) => m.type === 'PAY_IN_3');
    // the premise of this test: the stay is eligible on fr_FR and not on it_IT
    expect(!!inThree).toBe(offered);

    const checkout = new CheckoutPage(page);
    await checkout.open(site, `/checkout#checkin=${dates.checkin}&checkout=${dates.checkout}&night=2&a=2&c=0&b=0&id=${OFFER}`);
    await checkout.summaryShown();
    const labels = BUYER_LABELS[site]!;
    await checkout.fillBuyer(labels, { email: 'anne.martin@example.com', firstName: 'Anne', lastName: 'Martin', ...SITE_BUYERS[site] });
    await checkout.root.getByRole('button', { name: labels.continue }).click();
    await checkout.declineInsurance(noInsurance);
    await expect(checkout.total).toHaveAttribute('data-cents', String(priceInfo.sellPrice));
    if (inThree) {
      const plan = checkout.root.getByTestId('plan-PAY_IN_3');
      await expect(plan).toBeVisible({ timeout: 15_000 });
      await expect(plan.getByRole('listitem')).toHaveCount(3);
      const euros = (cents: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100).replace(/\s/g, ' ');
      await expect(plan.getByRole('listitem').first()).toContainText(euros(inThree.schedule[0]!.amount));

      // the buyer chooses 3× instead of paying at once, and pays with the test card that succeeds
      const now = checkout.root.getByRole('radio', { name: /^Payer maintenant/ });
      await expect(now).toBeChecked();
      await checkout.root.getByRole('radio', { name: /Payer en 3 fois/ }).check();
      await expect(checkout.payButton).toBeEnabled({ timeout: 15_000 });
      await checkout.root.getByRole('radio', { name: 'Paiement accepté' }).check();
      await checkout.payButton.click();
      await expect(page).toHaveURL(/\/confirmation\/[0-9a-f-]{36}\?status=success/, { timeout: 20_000 });
      // the confirmation page shows the plan and its schedule, as the order stored it
      const shown = checkout.root.getByTestId('confirmation-plan');
      await expect(shown).toContainText('Payer en 3 fois');
      await expect(shown.getByRole('listitem')).toHaveCount(3);
      await expect(shown.getByRole('listitem').first()).toContainText(euros(inThree.schedule[0]!.amount));
      const orderUUID = new URL(page.url()).pathname.split('/').pop()!;
      const secret = await checkout.orderSecret(orderUUID);
      const stored = await request.get(`${API}/gateway/purchase/orders/${orderUUID}?secret=${secret}`);
      const order = (await stored.json()) as { status: string; paymentPlan: { type: string; schedule: unknown[] } | null };
      expect(order.status).toBe('confirmed');
      expect(order.paymentPlan).toMatchObject({ type: 'PAY_IN_3', schedule: inThree.schedule });
    } else {
      // what is offered is the API's list (it_IT: the pay-later wallet variation only), never 3×
      await expect(checkout.payButton).toBeVisible();
      const shown = checkout.root.locator('[data-testid^="plan-"]');
      await expect(shown).toHaveCount(paymentMethods.length, { timeout: 15_000 });
      if (paymentMethods.length) await expect(checkout.root.getByTestId(`plan-${paymentMethods[0]!.type}`)).toBeVisible();
      await expect(checkout.root.getByTestId('plan-PAY_IN_3')).toHaveCount(0);
    }
  });
}
