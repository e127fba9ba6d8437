/**
 * A stay paid with a gift voucher (issue #29, purchase API: voucherCode on the stay item = supplement only) on the
 * real storefront, phone and desktop: a single voucher bought over HTTP (order, then the PSP's test card) gives a
 * code; typed in the checkout's options, the server prices the stay minus what the voucher covers, the summary shows
 * both, and the card pays the supplement; the order read back over HTTP holds the same and the voucher is used.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { BUYER_LABELS, CheckoutPage, stayDatesFor } from '../../pages/checkout-page';
import { PORT } from '../../support/env';

/** Offer 100015 is giftable; offer 100016 (hotel 1003) has no activity needing a date. */
const GIFT_OFFER = 100015;
const STAY_OFFER = 100016;
const API = `http://localhost:${PORT}`;
const BUYER = { email: 'anne.martin@example.com', civility: 'MRS', firstName: 'Anne', lastName: 'Martin', phoneNumber: '+33612345678', addressLine: '12 rue de la Paix', postalCode: '75002', city: 'Paris', country: 'FR' };

/** Buys a one-night digital single voucher through the purchase API; its code and value. */
async function buyVoucher(request: APIRequestContext): Promise<{ code: string; value: number }> {
  const body = { locale: 'fr_FR', currency: 'EUR', buyer: BUYER, items: [{ singleVoucherItem: { offerId: GIFT_OFFER, nights: 1, giftFormat: 'digital', fromName: 'Anne' } }] };
  // the server names its price (409 AMOUNT_MISMATCH) when the expected amount differs
  let res = await request.post(`${API}/gateway/purchase/orders`, { data: { ...body, expectedAmount: 0 }, headers: { 'Idempotency-Key': randomUUID() } });
  if (res.status() === 409) {
    const { error } = (await res.json()) as { error: { fields: { field: string; message: string }[] } };
    const amount = Number(/\d+/.exec(error.fields.find((f) => f.field === 'expectedAmount')!.message)![0]);
    res = await request.post(`${API}/gateway/purchase/orders`, { data: { ...body, expectedAmount: amount }, headers: { 'Idempotency-Key': randomUUID() } });
  }
  expect(res.status()).toBe(201);
  const created = (await res.json()) as { booking: { orderUUID: string; secret: string }; payment: { paymentIntentId: string } };
  const paid = await request.post(`${API}/gateway/purchase/zeppto`, { data: { pspAuthorization: { paymentIntentId: created.payment.paymentIntentId, paymentMethod: 'pm_card_visa' } }, headers: { 'Idempotency-Key': randomUUID() } });
  expect(paid.ok()).toBeTruthy();
  const order = await request.get(`${API}/gateway/purchase/orders/${created.booking.orderUUID}?secret=${created.booking.secret}`);
  const { issued } = (await order.json()) as { issued: { code: string; value: number }[] };
  expect(issued).toHaveLength(1);
  return issued[0]!;
}

test('fr_FR: a stay paid with a gift voucher: only the supplement is charged', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const voucher = await buyVoucher(request);
  const dates = await stayDatesFor(request, testInfo, 'fr_FR', STAY_OFFER, 4);
  const quote = await request.get(`${API}/product/${STAY_OFFER}/quote?checkin=${dates.checkin}&nights=2&adult=2&child=0&baby=0&locale=fr_FR`);
  const { priceInfo } = (await quote.json()) as { priceInfo: { sellPrice: number } };
  const covered = Math.min(voucher.value, priceInfo.sellPrice);
  const supplement = priceInfo.sellPrice - covered;
  expect(supplement, 'the stay costs more than the voucher').toBeGreaterThan(0);

  const checkout = new CheckoutPage(page);
  await checkout.open('fr_FR', `/checkout#checkin=${dates.checkin}&checkout=${dates.checkout}&night=2&a=2&c=0&b=0&id=${STAY_OFFER}`);
  await checkout.summaryShown();
  const labels = BUYER_LABELS.fr_FR!;
  await checkout.fillBuyer(labels, { email: BUYER.email, civility: 'Mme', firstName: 'Anne', lastName: 'Martin', phone: '06 12 34 56 78', address: BUYER.addressLine, postalCode: '75002', city: 'Paris' });
  await checkout.root.getByRole('button', { name: labels.continue }).click();
  await checkout.declineInsurance(/^Non merci/);
  await checkout.field('Code du bon cadeau séjour (facultatif)').fill(voucher.code.toLowerCase());
  await checkout.root.getByRole('button', { name: 'Appliquer' }).nth(2).click();
  // the server's price: the stay, what the voucher covered, the supplement
  await expect(checkout.total).toHaveAttribute('data-cents', String(supplement), { timeout: 15_000 });
  await expect(checkout.summary.getByText(`Bon cadeau ${voucher.code}`)).toBeVisible();
  await checkout.root.getByRole('radio', { name: 'Paiement accepté' }).check();
  await checkout.payButton.click();

  await expect(page).toHaveURL(/\/confirmation\/[0-9a-f-]{36}\?status=success/, { timeout: 20_000 });
  await expect(checkout.root.getByTestId('confirmation-voucher')).toBeVisible();
  const orderUUID = new URL(page.url()).pathname.split('/').pop()!;
  const secret = await checkout.orderSecret(orderUUID);
  const stored = await request.get(`${API}/gateway/purchase/orders/${orderUUID}?secret=${secret}`);
  const order = (await stored.json()) as { status: string; items: unknown[]; priceBreakdown: { remainingAmountToPay: number } };
  expect(order).toMatchObject({ status: 'confirmed', priceBreakdown: { remainingAmountToPay: supplement } });
  expect(order.items).toEqual([expect.objectContaining({ kind: 'stay', amount: supplement, details: expect.objectContaining({ voucher: { code: voucher.code, value: voucher.value, covered } }) })]);
  // the voucher is used: its beneficiary page says so
  const again = await request.get(`${API}/gateway/beneficiary/vouchers/${voucher.code}`);
  expect(again.status()).toBe(409);
});
