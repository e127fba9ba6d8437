/**
 * 'Bookings & Trips' (issue 31 item 1, site-wide §2 /account/trips): a stay bought with an e-mail (through the
 * purchase API, as the checkout calls it) shows, with its booking number, dates and last day to cancel, once the
 * customer signs in with that e-mail (axe: no WCAG 2.2 AA violation); a visitor who is not signed in gets 'check my
 * booking'. Two sites.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { SiteCode } from '@storefront/contracts';
import { CheckoutPage, stayDatesFor } from '../../pages/checkout-page';
import { axeViolations } from '../../support/axe';
import { signIn } from '../../support/account';
import { PORT, originOf } from '../../support/env';

/** Offer 100016 (small catalogue) has no activity needing a date; slots 0-6 are the checkout specs'. */
const OFFER = 100016;
const API = `http://localhost:${PORT}`;

const SITES = [
  { site: 'fr_FR', slot: 7, title: 'Mes réservations et voyages', checkTitle: 'Consulter ma réservation', buyer: { civility: 'MRS', phoneNumber: '06 12 34 56 78', addressLine: '12 rue de la Paix', postalCode: '75002', city: 'Paris', country: 'FR' } },
  { site: 'it_IT', slot: 8, title: 'Le mie prenotazioni e i miei viaggi', checkTitle: 'Consulta la mia prenotazione', buyer: { civility: 'MRS', phoneNumber: '347 123 4567', addressLine: 'Via Roma 1', postalCode: '20121', city: 'Milano', country: 'IT' } },
] as const;

/** Buys a stay and waits until it is confirmed (the PSP's webhook); its booking number. */
async function buyStay(request: APIRequestContext, site: SiteCode, email: string, buyer: Record<string, string>, dates: { checkin: string; checkout: string }): Promise<string> {
  const quote = await request.get(`${API}/product/${OFFER}/quote?checkin=${dates.checkin}&nights=2&adult=2&child=0&baby=0&locale=${site}`);
  const { priceInfo } = (await quote.json()) as { priceInfo: { sellPrice: number } };
  const created = await request.post(`${API}/gateway/purchase/orders`, {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      locale: site,
      currency: 'EUR',
      expectedAmount: priceInfo.sellPrice,
      buyer: { email, firstName: 'Giulia', lastName: 'Rossi', ...buyer },
      items: [{ shortStayItem: { reservationCriteria: { offerId: OFFER, activityDaySelections: [], pax: { numberOfAdults: 2, numberOfChildren: 0, numberOfBabies: 0 }, travelPeriod: { checkinDate: dates.checkin, checkoutDate: dates.checkout } } } }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = (await created.json()) as { booking: { orderUUID: string; reference: string; secret: string }; payment: { paymentIntentId: string } };
  const paid = await request.post(`${API}/gateway/purchase/zeppto`, {
    headers: { 'idempotency-key': randomUUID() },
    data: { pspAuthorization: { paymentIntentId: order.payment.paymentIntentId, paymentMethod: 'pm_card_visa' } },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await expect(async () => {
    const read = await request.get(`${API}/gateway/purchase/orders/${order.booking.orderUUID}?secret=${order.booking.secret}`);
    expect(((await read.json()) as { status: string }).status).toBe('confirmed');
  }).toPass({ timeout: 15_000 });
  return order.booking.reference;
}

for (const s of SITES) {
  test(`${s.site}: a stay bought with an e-mail shows in that account's trips after sign-in`, async ({ page, request, browser }, testInfo) => {
    test.setTimeout(90_000);
    const email = `trips-${s.site.toLowerCase()}-${testInfo.project.name}-${Date.now()}@example.org`;
    const dates = await stayDatesFor(request, testInfo, s.site, OFFER, s.slot);
    const reference = await buyStay(request, s.site, email, s.buyer, dates);

    await signIn(page, email, '/account/trips', s.site);
    const main = page.locator('#sf-main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(s.title);
    const trip = main.getByTestId('trips-upcoming').getByTestId('trip').filter({ has: page.getByTestId('trip-reference').getByText(reference, { exact: true }) });
    await expect(trip).toBeVisible();
    await expect(trip.getByRole('heading', { level: 3 })).not.toBeEmpty();
    await expect(trip).toContainText(new Intl.DateTimeFormat(s.site.replace('_', '-'), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${dates.checkin}T12:00:00Z`)));
    await new CheckoutPage(page).chromeSettled();
    expect(await axeViolations(page)).toEqual([]);

    // a visitor who is not signed in finds a booking by its number instead
    const stranger = await browser.newContext();
    const visitor = await stranger.newPage();
    await visitor.goto(`${originOf(s.site)}/account/trips`);
    await expect(visitor.locator('#sf-main').getByRole('heading', { level: 1 })).toHaveText(s.checkTitle);
    await stranger.close();
  });
}
