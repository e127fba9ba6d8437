/**
 * An activity-only product bought for own use (issue #29, product-and-purchase §2.7, §4 'Activity set-up') on the
 * real storefront, phone and desktop, in two sites: 'Buy for myself' on the activity page leads to the checkout,
 * which sums up the activity at the server's price, and the card payment ends on the confirmation page with the
 * activity voucher the API issued; the order read back over HTTP holds the same.
 */
import { expect, test } from '@playwright/test';
import { ProductPage } from '../../pages/product-page';
import { BUYER_LABELS, CheckoutPage } from '../../pages/checkout-page';
import { PORT } from '../../support/env';

/** 700015 (small catalogue) has prices for 1 and 2 adults. */
const ACTIVITY = 700015;

const SITES = [
  { site: 'fr_FR', page: `/activite/${ACTIVITY}#a=1`, buy: 'Acheter pour moi', modal: 'Acheter cette activité pour moi', go: 'Continuer', title: 'Votre activité', ownUse: 'Pour vous', buyer: { civility: 'M.', phone: '06 98 76 54 32', postalCode: '69001', city: 'Lyon' }, method: 'Paiement accepté', confirmed: 'Merci, votre commande est confirmée' },
  { site: 'nl_BE', page: `/nl/activiteit/${ACTIVITY}#a=1`, buy: 'Voor mezelf kopen', modal: 'Deze activiteit voor mezelf kopen', go: 'Doorgaan', title: 'Je activiteit', ownUse: 'Voor jezelf', buyer: { civility: 'Dhr.', phone: '0470 98 76 54', postalCode: '2000', city: 'Antwerpen' }, method: 'Betaling geaccepteerd', confirmed: 'Bedankt, je bestelling is bevestigd' },
] as const;

const LUC = { email: 'luc.bernard@example.com', firstName: 'Luc', lastName: 'Bernard', address: '3 place Bellecour' };

for (const { site, page: activityPage, buy, modal, go, title, ownUse, buyer, method, confirmed } of SITES) {
  test(`${site}: an activity bought for own use, from its page to the confirmation and its voucher`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const product = new ProductPage(page);
    await product.open(site, activityPage);
    await expect(product.title).toBeVisible();
    await product.booking.getByRole('button', { name: buy }).click();
    await page.getByRole('dialog', { name: modal }).getByRole('button', { name: go }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout\\?customType=OWN_USE&flow=activity#id=${ACTIVITY}&pax=1$`), { timeout: 10_000 });

    const checkout = new CheckoutPage(page);
    await checkout.summaryShown();
    await expect(checkout.title).toHaveText(title);
    await expect(checkout.root.getByTestId('gift-facts')).toContainText(ownUse);
    // the summary's price is the activity's for one adult, as the API sells it
    const detail = await request.get(`http://localhost:${PORT}/api/activity-only/weekend/${ACTIVITY}/detail.json?locale=${site}`);
    const { prices } = (await detail.json()) as { prices: { paxComposition: { adults: number }; sellPrice: number }[] };
    const price = prices.find((p) => p.paxComposition.adults === 1)!.sellPrice;
    await expect(checkout.total).toHaveAttribute('data-cents', String(price));

    const labels = BUYER_LABELS[site]!;
    await checkout.fillBuyer(labels, { ...LUC, ...buyer });
    await checkout.root.getByRole('button', { name: labels.continue }).click();
    await expect(checkout.payButton).toBeVisible({ timeout: 15_000 });
    await checkout.root.getByRole('radio', { name: method }).check();
    await checkout.payButton.click();

    await expect(page).toHaveURL(/\/confirmation\/[0-9a-f-]{36}\?status=success/, { timeout: 20_000 });
    await expect(checkout.title).toHaveText(confirmed);
    const code = (await checkout.root.getByTestId('issued-code').textContent())!;
    const orderUUID = new URL(page.url()).pathname.split('/').pop()!;
    const secret = await checkout.orderSecret(orderUUID);
    const stored = await request.get(`http://localhost:${PORT}/gateway/purchase/orders/${orderUUID}?secret=${secret}`);
    expect(stored.ok()).toBeTruthy();
    const order = (await stored.json()) as { status: string; items: unknown[]; issued: unknown[]; priceBreakdown: { remainingAmountToPay: number } };
    expect(order).toMatchObject({ status: 'confirmed', priceBreakdown: { remainingAmountToPay: price } });
    expect(order.items).toEqual([expect.objectContaining({ kind: 'activity', productId: ACTIVITY, details: expect.objectContaining({ adults: 1, customType: 'OWN_USE' }) })]);
    expect(order.issued).toEqual([expect.objectContaining({ kind: 'activity', code })]);
  });
}
