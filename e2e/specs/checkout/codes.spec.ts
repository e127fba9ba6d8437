/**
 * A promotion code and a gift card applied at the checkout (issue #29 item 3, product-and-purchase §3 'Booking price
 * breakdown'), phone and desktop, in two sites: each code is priced by the server (the seeded site code takes its
 * reduction off, the gift card pays part), the pay button asks for what is left, and the paid order holds the same
 * reduction and gift card use.
 */
import { expect, test } from '@playwright/test';
import { BUYER_LABELS, CheckoutPage, SITE_BUYERS, stayDatesFor } from '../../pages/checkout-page';
import { paidGiftCard } from '../../support/vouchers';

/** Offer 100016 (small catalogue) has no activity needing a date; slots 9 and 10 are this spec's. */
const OFFER = 100016;
/** The gift card pays this much of the stay. */
const CARD = 3_000;

const SITES = [
  // BIENVENUE10: 10 % from 100 € on fr_FR and fr_BE; WELKOM15: 15 € from 150 € on nl_BE and nl_NL (seeded codes)
  { site: 'fr_FR', slot: 9, code: 'BIENVENUE10', reduction: (total: number) => Math.floor(total / 10), labels: { promo: 'Code promo', card: 'Code de carte cadeau', reduction: 'Code promo', cardLine: 'Carte cadeau' }, noInsurance: /^Non merci/, method: 'Paiement accepté', confirmed: 'Merci, votre réservation est confirmée' },
  { site: 'nl_BE', slot: 10, code: 'WELKOM15', reduction: () => 1_500, labels: { promo: 'Promotiecode', card: 'Code van de cadeaukaart', reduction: 'Promotiecode', cardLine: 'Cadeaukaart' }, noInsurance: /^Nee, bedankt/, method: 'Betaling geaccepteerd', confirmed: 'Bedankt, je boeking is bevestigd' },
] as const;

interface StoredOrder {
  status: string;
  priceBreakdown: { itemsAmount: number; reductionAmount: number; giftcards: { serialNumber: string; usedAmount: number }[]; remainingAmountToPay: number };
}

for (const s of SITES) {
  test(`${s.site}: a promotion code and a gift card, each priced by the server, pay part of a stay`, async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const card = await paidGiftCard(request, CARD);
    const dates = await stayDatesFor(request, testInfo, s.site, OFFER, s.slot);
    const checkout = new CheckoutPage(page);
    await checkout.open(s.site, `${s.site === 'nl_BE' ? '/nl' : ''}/checkout#checkin=${dates.checkin}&checkout=${dates.checkout}&a=2&c=0&b=0&id=${OFFER}&offerId=${OFFER}`);
    await checkout.summaryShown();
    const labels = BUYER_LABELS[s.site]!;
    await checkout.fillBuyer(labels, { email: `codes.${s.site}@example.com`.toLowerCase(), firstName: 'Anne', lastName: 'Martin', ...SITE_BUYERS[s.site] });
    await checkout.root.getByRole('button', { name: labels.continue }).click();
    await checkout.declineInsurance(s.noInsurance);
    const stay = Number(await checkout.total.getAttribute('data-cents'));
    expect(stay).toBeGreaterThan(15_000);

    // the promotion code (typed in lower case, Enter applies it): the server's reduction comes off the total
    const promo = checkout.root.getByLabel(new RegExp(`^${s.labels.promo}`));
    await promo.fill(s.code.toLowerCase());
    await promo.press('Enter');
    const reduced = stay - s.reduction(stay);
    await expect(checkout.total).toHaveAttribute('data-cents', String(reduced), { timeout: 15_000 });
    await expect(checkout.summary.getByText(s.labels.reduction, { exact: true })).toBeVisible();

    // the gift card pays part of what is left
    const giftCard = checkout.root.getByLabel(new RegExp(`^${s.labels.card}`));
    await giftCard.fill(card.code);
    await giftCard.press('Enter');
    await expect(checkout.total).toHaveAttribute('data-cents', String(reduced - CARD), { timeout: 15_000 });
    await expect(checkout.summary.getByText(`${s.labels.cardLine} ${card.code}`)).toBeVisible();

    const orderUUID = await checkout.payAndConfirm(s.method);
    await expect(checkout.title).toHaveText(s.confirmed);
    const order = await checkout.storedOrder<StoredOrder>(request, orderUUID);
    expect(order.status).toBe('confirmed');
    expect(order.priceBreakdown).toMatchObject({
      itemsAmount: stay,
      reductionAmount: stay - reduced,
      giftcards: [{ serialNumber: card.code, usedAmount: CARD }],
      remainingAmountToPay: reduced - CARD,
    });
  });
}
