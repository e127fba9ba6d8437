/**
 * Checkout links that went stale (issue #29 item 1, the two cases checkout.spec's tampered links do not cover): a
 * check-in sold out since the link was made, and a programme whose activity dates are missing. Each says what is
 * wrong and leads back to the offer, never a blank page.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { CheckoutPage } from '../../pages/checkout-page';
import { PORT } from '../../support/env';

const API = `http://localhost:${PORT}`;
/** Offer 100016 (small catalogue): hotel 1003's, with closed days in its calendar. */
const OFFER = 100016;

/** Two-night check-ins from a week ahead whose quote for 2 adults answers `status` (409: sold out; 200: bookable). */
async function checkinsQuoted(request: APIRequestContext, offerId: number, status: number, available: boolean): Promise<string[]> {
  const res = await request.get(`${API}/api/weekend/${offerId}/availabilities.json?locale=fr_FR&nights=2&adult=2&child=0&baby=0&length=6`);
  const { days } = (await res.json()) as { days: { day: string; available: boolean }[] };
  const soon = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const found: string[] = [];
  for (const { day } of days.filter((d) => d.available === available && d.day >= soon).slice(0, 15)) {
    const quote = await request.get(`${API}/product/${offerId}/quote?checkin=${day}&nights=2&adult=2&child=0&baby=0&locale=fr_FR`);
    if (quote.status() === status) found.push(day);
    if (found.length) break;
  }
  return found;
}

const plusTwoDays = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);

test('fr_FR: a checkout link whose check-in is sold out says so and leads back to the offer', async ({ page, request }) => {
  const [day] = await checkinsQuoted(request, OFFER, 409, false);
  expect(day, 'a sold-out check-in of the offer').toBeTruthy();
  const checkout = new CheckoutPage(page);
  await checkout.open('fr_FR', `/checkout#checkin=${day}&checkout=${plusTwoDays(day!)}&a=2&c=0&b=0&id=${OFFER}&offerId=${OFFER}`);
  await expect(checkout.alert).toContainText('Plus de disponibilités');
  await expect(checkout.title).toHaveText('Ce lien de réservation ne peut pas être utilisé');
  await expect(checkout.root.getByRole('link', { name: 'Retour à l’offre' })).toHaveAttribute('href', new RegExp(`^/sejour/${OFFER}#`));
});

test('fr_FR: a checkout link without the activity dates its programme needs asks for them, back to the offer', async ({ page, request }) => {
  let chosen: { offerId: number; day: string } | null = null;
  // the small catalogue's offers, in order, until one has an activity needing a date and a bookable check-in
  for (let offerId = 100001; offerId < 100080 && !chosen; offerId++) {
    const res = await request.get(`${API}/api/weekend/${offerId}/detail.json?locale=fr_FR`);
    if (!res.ok()) continue;
    const detail = (await res.json()) as { activities?: { needsDate: boolean }[] };
    if (!detail.activities?.some((a) => a.needsDate)) continue;
    const [day] = await checkinsQuoted(request, offerId, 200, true);
    if (day) chosen = { offerId, day };
  }
  expect(chosen, 'an offer with a dated activity').toBeTruthy();
  const { offerId, day } = chosen!;
  const checkout = new CheckoutPage(page);
  await checkout.open('fr_FR', `/checkout#checkin=${day}&checkout=${plusTwoDays(day)}&a=2&c=0&b=0&id=${offerId}&offerId=${offerId}`);
  await expect(checkout.alert).toContainText('Veuillez choisir les dates de vos activités.');
  const back = checkout.root.getByRole('link', { name: 'Retour à l’offre' });
  // the way back keeps the dates: the activity dates are chosen on the offer page
  await expect(back).toHaveAttribute('href', new RegExp(`^/sejour/${offerId}#.*checkin=${day}`));
});
