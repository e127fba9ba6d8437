/**
 * The offer page on fr_BE (be.localhost/fr/...) and nl_NL, phone and desktop, on the real API: the page in the
 * site's language, the quoted price in euros in the site's number format, Book to the checkout start with the
 * reservation criteria in the hash (product-and-purchase.md §2.2, §4); the hotel page's hash theme (§2.1).
 */
import { expect, test } from '@playwright/test';
import type { SiteCode } from '@storefront/contracts';
import { ProductPage, bookableDates } from '../../pages/product-page';
import { PORT } from '../../support/env';

/** 100016 (hotel 1003, small catalogue): no activity needing a date. */
const OFFER = 100016;

const JOURNEYS: { site: SiteCode; offerPath: string; checkout: string; lang: string; words: { booking: string; book: string; back: string } }[] = [
  { site: 'fr_BE', offerPath: `/fr/sejour/${OFFER}`, checkout: '/fr/checkout', lang: 'fr-BE', words: { booking: 'Réservez votre séjour', book: 'Réserver', back: 'Retour' } },
  { site: 'nl_NL', offerPath: `/verblijf/${OFFER}`, checkout: '/checkout', lang: 'nl-NL', words: { booking: 'Boek je verblijf', book: 'Boeken', back: 'Terug' } },
];

for (const { site, offerPath, checkout, lang, words } of JOURNEYS) {
  test(`${site}: offer page in the site's language, quoted price in euros, Book to the checkout start`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const product = new ProductPage(page);
    const dates = await bookableDates(request, site, OFFER);
    const quote = page.waitForResponse((r) => r.url().includes(`/product/`) && r.url().includes('/quote') && r.url().includes(`checkin=${dates.checkin}`) && r.status() === 200);
    // opened by the native app: its back button shows in the booking steps
    await product.open(site, `${offerPath}?nativeApp=1#checkin=${dates.checkin}&checkout=${dates.checkout}&a=2&c=0&b=0`);
    expect(await product.htmlLang()).toBe(lang);
    await expect(product.booking.getByRole('heading', { name: words.booking })).toBeVisible();
    await expect(product.booking.getByRole('button', { name: words.back })).toBeVisible();
    const cents = ((await (await quote).json()) as { priceInfo: { sellPrice: number } }).priceInfo.sellPrice;
    const expected = await page.evaluate(
      ([c, locale]) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: c % 100 ? 2 : 0, maximumFractionDigits: c % 100 ? 2 : 0 }).format(c / 100),
      [cents, lang] as const,
    );
    await expect(product.priceBanner.locator('.sf-ui-price__amount').first()).toHaveText(expected);
    await expect(product.bookButton(words.book)).not.toHaveAttribute('aria-busy', 'true');
    await product.bookButton(words.book).click();
    await expect(page).toHaveURL(new RegExp(`${checkout}#checkin=${dates.checkin}&checkout=${dates.checkout}&night=2&a=2&c=0&b=0&id=${OFFER}&offerId=\\d+$`));
  });
}

test('fr_BE: the hotel page with a theme in the hash lists the offers of that theme first, named after it', async ({ page, request }) => {
  const product = new ProductPage(page);
  const res = await request.get(`http://localhost:${PORT}/api/weekend/${OFFER}/detail.json?locale=fr_BE&adult=2&child=0&baby=0`);
  expect(res.ok()).toBeTruthy();
  const offer = (await res.json()) as { label: string; hotel: { id: number }; themes: { id: number; label: string }[] };
  const theme = offer.themes[0];
  expect(theme, `offer ${OFFER} has a theme`).toBeTruthy();
  await product.open('fr_BE', `/fr/hotel/${offer.hotel.id}#theme=${theme!.id}`);
  await expect(product.root.getByTestId('theme-note')).toHaveText(`Les offres « ${theme!.label} » s’affichent en premier.`);
  const first = product.root.locator('.sf-product-room-card').first();
  await expect(first.locator('.sf-product-theme-badge')).toHaveText(theme!.label);
});
