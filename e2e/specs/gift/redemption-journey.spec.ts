/**
 * A voucher redeemed for a stay with a supplement and dated activities (mf-gift redemption, issue #30 §4, decision
 * 0052), phone and desktop, on two sites: a single voucher bought and paid through the API gives a code; typed at
 * /beneficiary/login, a covered stay whose programme has an activity needing a date is chosen on a supplement day of
 * its included-dates calendar; 'Book' asks the activity dates first (the offer page's picker), then hands the stay,
 * the activity dates and the voucher to the checkout, which charges only the supplement; the confirmation shows
 * what the voucher covered, and the order read back over HTTP holds the activity dates and the voucher, now used.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { BUYER_LABELS, CheckoutPage } from '../../pages/checkout-page';
import { axeViolations } from '../../support/axe';
import { paidVoucher } from '../../support/vouchers';
import { PORT, originOf } from '../../support/env';

/** Offer 100015 (hotel 1003, small catalogue) is giftable: its one-night voucher is the gift. */
const GIFT_OFFER = 100015;
const API = `http://localhost:${PORT}`;

const SITES = [
  {
    site: 'fr_FR',
    code: 'Code du bon ou du coffret',
    submit: 'Voir mes séjours',
    dates: 'Voir les dates',
    next: 'Mois suivant',
    book: 'Réserver',
    missing: 'Choisissez une date pour cette activité',
    buyer: { civility: 'Mme', phone: '06 12 34 56 78', postalCode: '75002', city: 'Paris', address: '12 rue de la Paix' },
    noInsurance: /^Non merci/,
    method: 'Paiement accepté',
    confirmed: 'Merci, votre réservation est confirmée',
  },
  {
    site: 'it_IT',
    code: 'Codice del buono o del cofanetto',
    submit: 'Vedi i miei soggiorni',
    dates: 'Vedi le date',
    next: 'Mese successivo',
    book: 'Prenota',
    missing: 'Scegli una data per questa attività',
    buyer: { civility: 'Sig.ra', phone: '+39 06 1234 5678', postalCode: '00186', city: 'Roma', address: 'Via del Corso 12' },
    noInsurance: /^No grazie/,
    method: 'Pagamento accettato',
    confirmed: 'Grazie, la tua prenotazione è confermata',
  },
] as const;


interface Choice {
  index: number;
  stayId: number;
  day: { day: string; nights: number; supplement: number };
  monthsAhead: number;
  activities: { activityId: number; availableDates: string[] }[];
  price: number;
}

/**
 * A stay the voucher covers (in the page's first list) whose programme has an activity needing a date, on a
 * supplement day of this month or the next with a date for each activity: the `slot`-th such day.
 */
async function stayWithDatedActivities(request: APIRequestContext, site: string, value: number, slot: number): Promise<Choice> {
  const listed = (await (await request.get(`${API}/gateway/beneficiary/single-vouchers/offers?locale=${site}&giftAmount=${value}&matchOfferRangePriceWithGiftAmount=false&page=0&limit=20`)).json()) as { exactMatch: { id: number }[] };
  const month = new Date().toISOString().slice(0, 7);
  const soon = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  const found: Choice[] = [];
  for (const [index, stay] of listed.exactMatch.entries()) {
    const detail = (await (await request.get(`${API}/api/weekend/${stay.id}/detail.json?locale=${site}`)).json()) as { activities: { needsDate: boolean }[] };
    if (!detail.activities.some((a) => a.needsDate)) continue;
    const calendar = (await (
      await request.get(`${API}/wed/redeem/weekend/${stay.id}/packageCheckinPrices.json?locale=${site}&month=${month}&length=2&nights=1&adult=2&child=0&baby=0&giftPrice=${value}`)
    ).json()) as { days: { day: string; status: string; nights: number; supplement: number }[] };
    for (const day of calendar.days.filter((d) => d.status === 'supplement' && d.supplement > 0 && d.day >= soon)) {
      const quote = await request.get(`${API}/product/${stay.id}/quote?checkin=${day.day}&nights=${day.nights}&adult=2&child=0&baby=0&locale=${site}`);
      if (!quote.ok()) continue;
      const q = (await quote.json()) as { priceInfo: { sellPrice: number }; activityDates: { activityId: number; availableDates: string[] }[] };
      if (!q.activityDates.length || q.activityDates.some((a) => !a.availableDates.length)) continue;
      found.push({ index, stayId: stay.id, day, monthsAhead: day.day.slice(0, 7) === month ? 0 : 1, activities: q.activityDates, price: q.priceInfo.sellPrice });
      if (found.length > slot + 6) return found[slot * 3]!;
    }
  }
  expect(found.length, 'a covered stay with dated activities and a supplement day').toBeGreaterThan(0);
  return found[Math.min(slot * 3, found.length - 1)]!;
}

interface StoredOrder {
  status: string;
  items: { kind: string; productId: number; amount: number; details: { activityDaySelections: { activityId: number; date: string }[]; voucher: { code: string; covered: number } } }[];
  priceBreakdown: { remainingAmountToPay: number };
}

for (const [n, w] of SITES.entries()) {
  test(`${w.site}: a voucher redeemed for a stay with dated activities and a supplement, to its confirmation`, async ({ page, request }, testInfo) => {
    test.setTimeout(180_000);
    const voucher = await paidVoucher(request, GIFT_OFFER);
    const slot = n * 2 + (testInfo.project.name === 'phone' ? 0 : 1);
    const choice = await stayWithDatedActivities(request, w.site, voucher.value, slot);
    const supplement = choice.price - voucher.value;
    expect(supplement).toBe(choice.day.supplement);

    await page.goto(`${originOf(w.site)}/beneficiary/login`);
    await page.getByLabel(w.code).fill(voucher.code);
    await page.getByRole('button', { name: w.submit }).click();
    const list = page.getByTestId('redeemable-stays');
    await list.getByRole('listitem').nth(choice.index).getByRole('button', { name: w.dates }).click();
    const calendar = page.getByTestId('included-dates');
    await expect(calendar).toBeFocused();
    if (choice.monthsAhead) await calendar.getByRole('button', { name: w.next }).click();
    await calendar.locator(`[data-day="${choice.day.day}"]`).click();
    await expect(calendar.locator(`[data-day="${choice.day.day}"]`)).toHaveAttribute('aria-pressed', 'true');

    // the activities needing a date, each offered the days the quote gives
    const pickers = page.getByTestId('activity-dates').getByRole('combobox');
    await expect(pickers).toHaveCount(choice.activities.length);
    await page.getByRole('button', { name: w.book }).click();
    await expect(pickers.first()).toBeFocused();
    await expect(pickers.first()).toHaveAccessibleDescription(w.missing);
    await expect(page).toHaveURL(/\/beneficiary\/login/);
    // the whole page, calendar included: a supplement day's '+30 €' is beside its button, its name says it
    expect(await axeViolations(page)).toEqual([]);
    const dates = choice.activities.map((a) => a.availableDates[0]!);
    for (const [i, date] of dates.entries()) await pickers.nth(i).selectOption(date);
    await page.getByRole('button', { name: w.book }).click();
    const checkout = new Date(Date.parse(`${choice.day.day}T00:00:00Z`) + choice.day.nights * 86_400_000).toISOString().slice(0, 10);
    const hash = `checkin=${choice.day.day}&checkout=${checkout}&night=${choice.day.nights}&a=2&c=0&b=0&id=${choice.stayId}&activityDates=${dates.join('-')}&voucher=${voucher.code}`;
    await expect(page).toHaveURL(new RegExp(`/checkout#${hash}$`), { timeout: 10_000 });

    // the checkout: only the supplement is left to pay
    const checkoutPage = new CheckoutPage(page);
    await checkoutPage.summaryShown();
    const labels = BUYER_LABELS[w.site]!;
    await checkoutPage.fillBuyer(labels, { email: 'lea.dubois@example.org', firstName: 'Léa', lastName: 'Dubois', ...w.buyer });
    await checkoutPage.root.getByRole('button', { name: labels.continue }).click();
    await checkoutPage.declineInsurance(w.noInsurance);
    await expect(checkoutPage.total).toHaveAttribute('data-cents', String(supplement), { timeout: 15_000 });
    const orderUUID = await checkoutPage.payAndConfirm(w.method);

    await expect(checkoutPage.title).toHaveText(w.confirmed);
    await expect(checkoutPage.root.getByTestId('confirmation-stay')).toBeVisible();
    await expect(checkoutPage.root.getByTestId('confirmation-voucher')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const order = await checkoutPage.storedOrder<StoredOrder>(request, orderUUID);
    expect(order).toMatchObject({ status: 'confirmed', priceBreakdown: { remainingAmountToPay: supplement } });
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ kind: 'stay', productId: choice.stayId, amount: supplement });
    expect(order.items[0]!.details.voucher).toMatchObject({ code: voucher.code, covered: voucher.value });
    expect(order.items[0]!.details.activityDaySelections).toEqual(choice.activities.map((a, i) => ({ activityId: a.activityId, date: dates[i] })));
    // the voucher is used
    expect((await request.get(`${API}/gateway/beneficiary/vouchers/${voucher.code}`)).status()).toBe(409);
  });
}
