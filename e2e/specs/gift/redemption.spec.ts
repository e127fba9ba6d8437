/**
 * Beneficiary redemption (mf-gift, issue #30 §4) on the real storefront, phone and desktop, in two sites: a single
 * voucher bought and paid through the API (the PSP test server) is typed at /beneficiary/login; the page shows what
 * it covers, the stays it can be used for, a stay's included-dates calendar as the API prices it, and 'Book' hands
 * the stay and the voucher over to the checkout. A typo is caught by the check character before any call; a voucher
 * an order has taken reads 'already used'. Axe finds no WCAG 2.2 AA violation on each step.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { axeViolations } from '../../support/axe';
import { paidVoucher } from '../../support/vouchers';
import { PORT, originOf } from '../../support/env';

/** Offer 100015 (hotel 1003, small catalogue) is giftable. */
const OFFER = 100015;
const API = `http://localhost:${PORT}`;

const WORDS = {
  fr_FR: { used: 'Ce bon a déjà été utilisé', title: 'Utiliser mon cadeau', code: 'Code du bon ou du coffret', submit: 'Voir mes séjours', typo: 'faute de frappe', covers: '1 nuit pour 2 personnes', choose: 'Choisissez votre séjour', dates: 'Voir les dates', book: 'Réserver' },
  it_IT: { used: 'Questo buono è già stato usato', title: 'Usa il mio regalo', code: 'Codice del buono o del cofanetto', submit: 'Vedi i miei soggiorni', typo: 'errore di battitura', covers: '1 notte per 2 persone', choose: 'Scegli il tuo soggiorno', dates: 'Vedi le date', book: 'Prenota' },
} as const;

const post = (request: APIRequestContext, path: string, data: unknown) => request.post(`${API}${path}`, { data, headers: { 'idempotency-key': randomUUID() } });

for (const site of ['fr_FR', 'it_IT'] as const) {
  const w = WORDS[site];

  test(`${site}: a paid voucher's code shows the stays it covers, their dates, then Book hands over to the checkout`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const { code } = await paidVoucher(request, OFFER);
    await page.goto(`${originOf(site)}/beneficiary/login`);
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible({ timeout: 20_000 });
    expect(await axeViolations(page)).toEqual([]);
    const field = page.getByLabel(w.code);

    // a typo in the last character: the check character refuses it in the page, without asking the API
    const typo = code.slice(0, -1) + (code.endsWith('0') ? '1' : '0');
    const lookups: string[] = [];
    page.on('request', (r) => r.url().includes('/beneficiary/vouchers/') && lookups.push(r.url()));
    await field.fill(typo);
    await page.getByRole('button', { name: w.submit }).click();
    await expect(page.getByTestId('code-problem')).toContainText(w.typo);
    await expect(field).toBeFocused();
    expect(lookups).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    // the real code, typed in lower case without dashes
    await field.fill(code.toLowerCase().replace(/-/g, ''));
    await page.getByRole('button', { name: w.submit }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.choose })).toBeVisible();
    await expect(page.getByTestId('voucher-summary')).toContainText(code);
    await expect(page.getByTestId('voucher-summary')).toContainText(w.covers);

    // only the stays a single voucher covers: the giftable ones, as the API lists them
    const listed = (await (await request.get(`${API}/gateway/beneficiary/single-vouchers/offers?locale=${site}&giftAmount=1&matchOfferRangePriceWithGiftAmount=false&limit=20`)).json()) as { exactMatch: { id: number; label: string }[] };
    const stays = page.getByTestId('redeemable-stays').getByRole('heading', { level: 3 });
    await expect(stays).toHaveText(listed.exactMatch.map((s) => s.label));
    expect(await axeViolations(page)).toEqual([]);

    // two offers may share a label: the stay is picked by its place in the list
    const index = Math.max(0, listed.exactMatch.findIndex((s) => s.id === OFFER));
    const stay = listed.exactMatch[index]!;
    await page.getByTestId('redeemable-stays').getByRole('listitem').nth(index).getByRole('button', { name: w.dates }).click();
    const calendar = page.getByTestId('included-dates');
    await expect(calendar).toBeFocused();
    // every day of the month reads the status the API gives for the voucher's nights, persons and value
    const month = new Date().toISOString().slice(0, 7);
    const cover = (await (await request.get(`${API}/gateway/beneficiary/vouchers/${code}`)).json()) as { value: number };
    const prices = (await (
      await request.get(`${API}/wed/redeem/weekend/${stay.id}/packageCheckinPrices.json?locale=${site}&month=${month}&length=1&nights=1&adult=2&child=0&baby=0&giftPrice=${cover.value}`)
    ).json()) as { days: { day: string; status: string; nights: number }[] };
    for (const d of prices.days.slice(0, 10)) await expect(calendar.locator(`[data-day="${d.day}"]`)).toHaveAttribute('data-status', d.status);
    await expect(calendar.locator('[data-status="not_available"]').first()).toBeDisabled();
    expect(await axeViolations(page)).toEqual([]);

    // a supplement day if there is one (the checkout charges only the supplement), else an included one, on which
    // each activity of the programme needing a date can take place
    const quoteOf = async (d: { day: string; nights: number }) => {
      const res = await request.get(`${API}/product/${stay.id}/quote?checkin=${d.day}&nights=${d.nights}&adult=2&child=0&baby=0&locale=${site}`);
      return res.ok() ? ((await res.json()) as { activityDates: { availableDates: string[] }[] }) : null;
    };
    let day: (typeof prices.days)[number] | undefined;
    let activities: { availableDates: string[] }[] = [];
    for (const d of [...prices.days.filter((x) => x.status === 'supplement'), ...prices.days.filter((x) => x.status === 'included')]) {
      const quote = await quoteOf(d);
      if (quote && quote.activityDates.every((a) => a.availableDates.length)) {
        day = d;
        activities = quote.activityDates;
        break;
      }
    }
    expect(day, 'the small catalogue has bookable days this month').toBeDefined();
    await calendar.locator(`[data-day="${day!.day}"]`).click();
    await expect(page.getByTestId('chosen-stay')).toBeVisible();
    // Book asks first for a date of each activity needing one (decision 0052): the first day each offers
    const pickers = page.getByTestId('activity-dates').getByRole('combobox');
    await expect(pickers).toHaveCount(activities.length);
    const dates = activities.map((a) => a.availableDates[0]!);
    for (const [i, date] of dates.entries()) await pickers.nth(i).selectOption(date);
    await page.getByRole('button', { name: w.book }).click();
    const checkout = new Date(`${day!.day}T12:00:00Z`);
    checkout.setUTCDate(checkout.getUTCDate() + day!.nights);
    const activityDates = dates.length ? `&activityDates=${dates.join('-')}` : '';
    const hash = `checkin=${day!.day}&checkout=${checkout.toISOString().slice(0, 10)}&night=${day!.nights}&a=2&c=0&b=0&id=${stay.id}${activityDates}&voucher=${code}`;
    await expect(page).toHaveURL(new RegExp(`/checkout#${hash}$`), { timeout: 10_000 });
  });

  test(`${site}: a voucher already taken by a stay's order reads 'already used'`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const { code, value } = await paidVoucher(request, OFFER);
    // a stay ordered with the voucher, as the checkout does: the order takes the voucher (decision 0024). The first
    // stay the voucher covers that books without activity dates (a stay with activities is refused until they are chosen)
    const month = new Date().toISOString().slice(0, 7);
    const listed = (await (await request.get(`${API}/gateway/beneficiary/single-vouchers/offers?locale=fr_FR&matchOfferRangePriceWithGiftAmount=false&limit=20`)).json()) as { exactMatch: { id: number }[] };
    let taken = false;
    for (const stay of listed.exactMatch) {
      const days = (await (
        await request.get(`${API}/wed/redeem/weekend/${stay.id}/packageCheckinPrices.json?locale=fr_FR&month=${month}&length=2&nights=1&adult=2&child=0&baby=0&giftPrice=${value}`)
      ).json()) as { days: { day: string; status: string; nights: number }[] };
      const day = days.days.find((d) => d.status !== 'not_available');
      if (!day) continue;
      const quote = await request.get(`${API}/product/${stay.id}/quote?checkin=${day.day}&nights=${day.nights}&adult=2&child=0&baby=0&locale=fr_FR`);
      if (!quote.ok()) continue;
      const { priceInfo, reservationCriteria } = (await quote.json()) as { priceInfo: { sellPrice: number }; reservationCriteria: unknown };
      const ordered = await post(request, '/gateway/purchase/orders', {
        locale: 'fr_FR',
        currency: 'EUR',
        expectedAmount: Math.max(0, priceInfo.sellPrice - value),
        buyer: { email: 'lea.dubois@example.org', civility: 'MRS', firstName: 'Léa', lastName: 'Dubois', phoneNumber: '06 98 76 54 32', addressLine: '3 place Bellecour', postalCode: '69002', city: 'Lyon', country: 'FR' },
        items: [{ shortStayItem: { reservationCriteria, voucherCode: code } }],
      });
      if ((taken = ordered.ok())) break;
    }
    expect(taken, 'a stay ordered with the voucher').toBe(true);

    await page.goto(`${originOf(site)}/beneficiary/login`);
    await page.getByLabel(w.code).fill(code);
    await page.getByRole('button', { name: w.submit }).click();
    await expect(page.getByTestId('code-problem')).toContainText(w.used);
    await expect(page.getByTestId('voucher-summary')).toHaveCount(0);
  });
}
