/**
 * Keyboard-only booking (activity date, cancellation, Book) and the one truth for money: for the same offer,
 * dates and travellers, the search card, the offer page, the calendar and the quote show the same price
 * (several offers, two locales).
 */
import { expect, test } from '@playwright/test';
import { ProductPage, bookableDates } from '../../pages/product-page';
import { PORT } from '../../support/env';

test('fr_FR: keyboard only from the activity date to checkout', async ({ page, request }) => {
  const product = new ProductPage(page);
  const dates = await bookableDates(request, 'fr_FR', 100015);
  await product.open('fr_FR', `/sejour/100015#checkin=${dates.checkin}&checkout=${dates.checkout}&a=2&c=0&b=0`);
  await expect(product.priceBanner).toBeVisible();
  const select = product.booking.getByLabel(/Date de l’activité/).first();
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => product.hash()).toMatch(/activityDates=\d{4}-\d{2}-\d{2}/);
  // Tab to the cancellation radios and choose the flexible offer with the arrow key
  await page.locator('input[name="sf-product-cancellation"]').first().focus();
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => product.hash()).toMatch(/offerId=100018/);
  await expect(product.bookButton('Réserver')).not.toHaveAttribute('aria-busy', 'true');
  await product.bookButton('Réserver').focus();
  await expect(product.bookButton('Réserver')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout#.*offerId=100018/);
});

test('fr_FR: keyboard only for the whole booking: dates in the calendar grid, activity date, cancellation, Book', async ({ page, request }) => {
  test.setTimeout(90_000);
  const product = new ProductPage(page);
  const dates = await bookableDates(request, 'fr_FR', 100015);
  await product.open('fr_FR', '/sejour/100015');
  const open = product.booking.getByRole('button', { name: 'Choisir mes dates' });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Vos dates' });
  await expect(dialog.locator('button[data-day]').first()).toBeVisible({ timeout: 20_000 });
  // Tab into the day grid (one tab stop), then walk to the check-in and the check-out with the arrow keys
  for (let i = 0; i < 25; i++) {
    if (await page.evaluate(() => !!document.activeElement?.getAttribute('data-day'))) break;
    await page.keyboard.press('Tab');
  }
  const walkTo = async (target: string) => {
    for (let i = 0; i < 400; i++) {
      const at = await page.evaluate(() => document.activeElement?.getAttribute('data-day') ?? '');
      expect(at, 'focus stays in the day grid').not.toBe('');
      if (at === target) return;
      await page.keyboard.press(at < target ? 'ArrowRight' : 'ArrowLeft');
    }
    throw new Error(`could not reach ${target}`);
  };
  await walkTo(dates.checkin);
  await page.keyboard.press('Enter');
  await walkTo(dates.checkout);
  await page.keyboard.press('Enter');
  await expect.poll(() => product.hash()).toContain(`checkin=${dates.checkin}&checkout=${dates.checkout}&night=2`);
  // then Tab on to Validate, which closes the calendar
  const validate = dialog.getByRole('button', { name: 'Valider' });
  for (let i = 0; i < 10 && !(await validate.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(validate).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(product.priceBanner).toBeVisible();
  await product.booking.getByLabel(/Date de l’activité/).first().focus();
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => product.hash()).toMatch(/activityDates=\d{4}-\d{2}-\d{2}/);
  await page.locator('input[name="sf-product-cancellation"]').first().focus();
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => product.hash()).toMatch(/offerId=100018/);
  await expect(product.bookButton('Réserver')).not.toHaveAttribute('aria-busy', 'true');
  await product.bookButton('Réserver').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/checkout#checkin=${dates.checkin}&checkout=${dates.checkout}&night=2&a=2&c=0&b=0&id=100015&offerId=100018&activityDates=`));
});

for (const [site, search, hotels] of [
  ['fr_FR', '/recherche?flow=booking', [1003, 1005]],
  ['it_IT', '/ricerca?flow=booking', [1002, 1008]],
] as const) {
  for (const hotel of hotels) {
    test(`${site}: one price for hotel ${hotel} on the card, the offer page, the calendar and the quote`, async ({ page, request }) => {
      test.setTimeout(90_000);
      const product = new ProductPage(page);
      // the hotel's cheapest offer for these dates is the card's offer
      const probe = await request.get(`http://localhost:${PORT}/api/offers.json?locale=${site}&hotel=${hotel}&a=2&c=0&b=0`);
      expect(probe.ok()).toBeTruthy();
      const offerId = ((await probe.json()) as { exactMatch: { id: number }[] }).exactMatch[0]!.id;
      const dates = await bookableDates(request, site, offerId);
      const hash = `a=2&c=0&b=0&hotel=${hotel}&checkin=${dates.checkin}&checkout=${dates.checkout}&night=2`;
      await product.open(site, `${search}#${hash}`);
      const card = page.getByTestId('offer-card').first();
      await expect(card).toBeVisible();
      const cardPrice = ((await card.locator('.sf-search-card__price .sf-ui-price__amount').first().textContent()) ?? '').trim();
      expect(cardPrice).not.toBe('');

      const quote = page.waitForResponse((r) => /\/product\/\d+\/quote/.test(r.url()) && r.status() === 200);
      // the offer page's own answer for these dates and travellers (its detail call)
      const detail = page.waitForResponse((r) => /\/api\/weekend\/\d+\/detail\.json/.test(r.url()) && r.url().includes(`checkin=${dates.checkin}`) && r.status() === 200);
      await card.locator('a.sf-search-card__link').first().click();
      const quoteBody = (await (await quote).json()) as { priceInfo: { sellPrice: number } };
      const detailBody = (await (await detail).json()) as { price: { sellPrice: number } };
      await expect(product.priceBanner).toBeVisible();
      const pagePrice = await product.bannerAmount();
      const money = (cents: number) =>
        page.evaluate(
          ([c, locale]) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: c % 100 ? 2 : 0, maximumFractionDigits: c % 100 ? 2 : 0 }).format(c / 100),
          [cents, site.replace('_', '-')] as const,
        );
      const quotePrice = await money(quoteBody.priceInfo.sellPrice);
      const offerPagePrice = await money(detailBody.price.sellPrice);
      await product.booking.getByRole('button', { name: /Modifier|Modifica/ }).click();
      // the day's price is drawn beside its button, in the same cell (decision 0055)
      const day = page.getByRole('dialog').getByRole('gridcell').filter({ has: page.locator(`button[data-day="${dates.checkin}"]`) }).locator('.sf-search-day__price');
      await expect(day).toBeVisible();
      const calendarPrice = ((await day.textContent()) ?? '').trim();
      // search card = offer page (its data and its price banner) = calendar day = quote
      expect({ cardPrice, offerPagePrice, pagePrice, calendarPrice, quotePrice }).toEqual({
        cardPrice,
        offerPagePrice: cardPrice,
        pagePrice: cardPrice,
        calendarPrice: cardPrice,
        quotePrice: cardPrice,
      });
    });
  }
}
