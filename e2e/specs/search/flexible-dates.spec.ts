/**
 * Issue #34 item 1, flexible dates, on all six sites, phone and desktop: 'a weekend in {month}' chosen in the search's
 * date picker is searched; each card shows its cheapest weekend stay (a Friday or Saturday check-in, 1-2 nights,
 * in that month) at the price the API gives for it; opening the card carries those dates to the offer page, whose
 * quote for them is the card's price.
 */
import { expect, test } from '@playwright/test';
import { ProductPage } from '../../pages/product-page';
import { SearchPage } from '../../pages/search-results-page';

const SITES = [
  { site: 'fr_FR', path: '/recherche', month: /^Un week-end en / },
  { site: 'es_ES', path: '/buscar', month: /^Un fin de semana en (?!los)/ },
  { site: 'fr_BE', path: '/fr/recherche', month: /^Un week-end en / },
  { site: 'nl_BE', path: '/nl/zoeken', month: /^Een weekend in (?!de)/ },
  { site: 'nl_NL', path: '/zoeken', month: /^Een weekend in (?!de)/ },
  { site: 'it_IT', path: '/ricerca', month: /^Un weekend a / },
] as const;

/** Digits of a shown price ('289 €', '€ 289'): enough to compare two displays of one amount. */
const digits = (text: string) => text.replace(/\D/g, '');

for (const { site, path, month } of SITES) {
  test(`${site}: a weekend in a month, each card at its cheapest weekend, opened to its offer page with those dates`, async ({ page }) => {
    test.setTimeout(90_000);
    const search = new SearchPage(page);
    await search.openResults(site, `${path}?flow=booking#a=2&c=0&b=0`);
    await search.resultsHeading();

    // the second month offered (the first may have no weekend left to choose)
    const form = await search.searchForm();
    await form.getByTestId('dates-field').click();
    const choice = page.getByRole('radio', { name: month }).nth(1);
    const label = (await choice.evaluate((el) => el.closest('label')?.textContent ?? '')).trim();
    await choice.click();
    // a weekend is a complete choice: the picker closes on it
    await expect(page.getByRole('radio', { name: month })).toHaveCount(0);
    await expect(form.getByTestId('dates-field')).toContainText(label);
    await search.submitSearch();
    await expect.poll(() => search.hash()).toMatch(/weekend=\d{4}-\d{2}/);
    const chosen = /weekend=(\d{4}-\d{2})/.exec(await search.hash())![1]!;
    expect(await search.hash()).not.toContain('checkin=');
    await search.resultsHeading();

    const card = search.cards.first();
    await expect(card.getByTestId('card-stay')).toBeVisible();
    const shownPrice = digits((await card.getByTestId('card-stay').textContent()) ?? '');
    await card.locator('.sf-search-card__link').first().click();

    // the offer page opens on the card's stay
    await expect(page).toHaveURL(/\/[a-z-]+\/\d+.*#.*checkin=\d{4}-\d{2}-\d{2}/);
    const hash = new URLSearchParams(new URL(page.url()).hash.slice(1));
    const checkin = hash.get('checkin')!;
    const checkout = hash.get('checkout')!;
    const nights = Math.round((Date.parse(checkout) - Date.parse(checkin)) / 86_400_000);
    expect(checkin.slice(0, 7)).toBe(chosen);
    expect([5, 6]).toContain(new Date(`${checkin}T12:00:00Z`).getUTCDay());
    expect([1, 2]).toContain(nights);
    const product = new ProductPage(page);
    await expect(product.priceBanner).toBeVisible({ timeout: 15_000 });
    await expect.poll(async () => shownPrice.endsWith(digits(await product.bannerAmount())), { timeout: 15_000 }).toBe(true);
  });
}
