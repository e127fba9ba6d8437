/** A gift voucher for specs that redeem one: bought and paid through the purchase API as a buyer does. */
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { PORT } from './env';

const API = `http://localhost:${PORT}`;

const post = (request: APIRequestContext, path: string, data: unknown) => request.post(`${API}${path}`, { data, headers: { 'idempotency-key': randomUUID() } });

/** A gift item ordered for `amount` and paid with the PSP's test card, as a buyer does: the code issued and its value. */
async function paidGift(request: APIRequestContext, amount: number, item: Record<string, unknown>): Promise<{ code: string; value: number }> {
  const created = await post(request, '/gateway/purchase/orders', {
    locale: 'fr_FR',
    currency: 'EUR',
    buyer: { email: 'camille.martin@example.org', civility: 'MRS', firstName: 'Camille', lastName: 'Martin', phoneNumber: '06 12 34 56 78', addressLine: '12 rue de la Paix', postalCode: '75002', city: 'Paris', country: 'FR' },
    expectedAmount: amount,
    items: [item],
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const order = (await created.json()) as { booking: { orderUUID: string; secret: string }; payment: { paymentIntentId: string } };
  const paid = await post(request, '/gateway/purchase/zeppto', { pspAuthorization: { paymentIntentId: order.payment.paymentIntentId, paymentMethod: 'pm_card_visa' } });
  expect(paid.ok(), await paid.text()).toBeTruthy();
  const read = (await (await request.get(`${API}/gateway/purchase/orders/${order.booking.orderUUID}?secret=${order.booking.secret}`)).json()) as { issued: { code: string; value: number }[] };
  expect(read.issued).toHaveLength(1);
  return { code: read.issued[0]!.code, value: read.issued[0]!.value };
}

/** A digital one-night single voucher of a giftable offer, ordered and paid (the PSP's test card): its code and value. */
export async function paidVoucher(request: APIRequestContext, offerId: number): Promise<{ code: string; value: number }> {
  const prices = (await (await request.get(`${API}/gateway/single-vouchers/${offerId}/price-list?locale=fr_FR`)).json()) as { priceList: { nights: number; sellPrice: number }[] };
  const price = prices.priceList.find((p) => p.nights === 1)!;
  return paidGift(request, price.sellPrice, { singleVoucherItem: { offerId, nights: 1, giftFormat: 'digital', fromName: 'Anne' } });
}

/** A gift card of `amount` cents, ordered and paid (delivered today to its recipient): its code and balance. */
export async function paidGiftCard(request: APIRequestContext, amount: number): Promise<{ code: string; value: number }> {
  return paidGift(request, amount, { giftCardItem: { amount, design: 'classic', recipient: { name: 'Léa', email: 'lea.martin@example.org' }, fromName: 'Anne' } });
}
