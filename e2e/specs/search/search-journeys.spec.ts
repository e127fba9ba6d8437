/**
 * mf-search journeys on the real API (search.md), at a phone and a desktop width: search a city in fr_FR and
 * nl_BE with dates chosen by keyboard and a child, filters, sort, pagination, fallbacks, flows, reload.
 */
import { expect, test } from '@playwright/test';
import { SearchPage } from '../../pages/search-results-page';

test.describe('search a city', () => {
  for (const [site, path, term, label, heading] of [
    ['fr_FR', '/recherche?flow=booking', 'Pari', 'Paris', /offres?/],
    ['nl_BE', '/nl/zoeken?flow=booking', 'Pari', 'Parijs', /aanbieding(en)?/],
  ] as const) {
    test(`${site}: destination, dates by keyboard, a child, search`, async ({ page }) => {
      const search = new SearchPage(page);
      await search.openResults(site, path);
      await search.chooseDestination(term, label);
      await search.chooseDatesWithKeyboard(9, 2);
      await search.addChild();
      await search.submitSearch();
      await expect.poll(() => search.hash()).toMatch(/city=10001/);
      const hash = await search.hash();
      expect(hash).toMatch(/(^|&|#)c=1(&|$)/);
      expect(hash).toMatch(/s=1/);
      expect(hash).toMatch(/checkin=\d{4}-\d{2}-\d{2}&checkout=\d{4}-\d{2}-\d{2}&night=2/);
      expect(await search.query()).toContain('from=searchbar');
      expect(await search.resultsHeading()).toMatch(heading);
      // family hint with a child
      await expect(page.locator('.sf-search-family')).toBeVisible();
    });
  }
});

test('filter by price and stars, then sort', async ({ page }) => {
  const search = new SearchPage(page);
  await search.openResults('fr_FR', '/recherche?flow=booking#a=2&c=0&b=0');
  await search.resultsHeading();
  if (search.isPhone) {
    await page.getByRole('button', { name: /^Filtrer/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtres' });
    await dialog.getByRole('textbox', { name: 'Prix maximum' }).fill('150');
    await dialog.getByRole('textbox', { name: 'Prix maximum' }).blur();
    await dialog.getByRole('button', { name: '4 étoiles' }).click();
    await dialog.getByRole('button', { name: 'Valider' }).click();
  } else {
    await page.getByRole('button', { name: 'Prix', exact: true }).click();
    await page.getByRole('textbox', { name: 'Prix maximum' }).fill('150');
    await page.getByRole('textbox', { name: 'Prix maximum' }).blur();
    await page.getByRole('button', { name: 'Valider' }).click();
    await page.getByRole('button', { name: 'Plus de filtres' }).click();
    await page.getByRole('button', { name: '4 étoiles' }).click();
    await page.getByRole('button', { name: 'Valider' }).click();
  }
  await expect.poll(() => search.hash()).toMatch(/priceMax=15000/);
  await expect.poll(() => search.hash()).toMatch(/stars=4/);
  await search.resultsHeading();
  // the action bar's Filter shows the count of active filters (bottom bar on phones, beside Map and Sort on desktop)
  await expect(page.getByRole('button', { name: /^Filtrer \(2\)/ })).toBeVisible();

  if (search.isPhone) {
    await page.getByRole('button', { name: 'Trier', exact: true }).click();
    await page.getByRole('radio', { name: 'Prix croissant' }).click();
  } else {
    await page.getByLabel('Trier par').selectOption('priceAsc');
  }
  await expect.poll(() => search.hash()).toMatch(/sort=priceAsc/);
  expect(await search.hash()).toMatch(/priceMax=15000/);
});

test('paginate, then reload and get the same page from the URL', async ({ page }) => {
  const search = new SearchPage(page);
  await search.openResults('fr_FR', '/recherche?flow=booking#a=2&c=0&b=0');
  await search.resultsHeading();
  const nav = page.getByRole('navigation', { name: 'Pagination' });
  await nav.getByRole('link', { name: 'Page 2' }).click();
  await expect.poll(() => search.query()).toContain('page=1');
  await expect(nav.getByRole('link', { name: 'Page 2, page actuelle' })).toBeVisible();
  const first = await search.cards.first().getByRole('link').first().textContent();
  await page.reload();
  await search.ready();
  await expect(page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2, page actuelle' })).toBeVisible();
  await expect(search.cards.first().getByRole('link').first()).toHaveText(first ?? '');
});

test('land on fallback suggestions', async ({ page }) => {
  const search = new SearchPage(page);
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  await search.openResults('fr_FR', `/recherche?flow=booking#a=2&c=0&b=0&city=10001&theme=39&checkin=${day(20)}&checkout=${day(21)}`);
  await search.resultsHeading();
  await expect(page.getByText('Aucun résultat exact trouvé...')).toBeVisible();
  await expect(page.locator('.sf-search-fallback').first()).toBeVisible();
  await expect(page.locator('.sf-search-fallback').first().getByTestId('offer-card').first()).toBeVisible();
});

test('switch flows', async ({ page }) => {
  const search = new SearchPage(page);
  await search.openResults('fr_FR', '/recherche?flow=booking#a=3&c=0&b=0&city=10001&sort=promo');
  await search.resultsHeading();
  await page.locator('.sf-search-flow').getByRole('radio', { name: 'Offrir' }).click();
  await expect.poll(() => search.query()).toBe('?flow=gifting');
  const gifting = await search.hash();
  expect(gifting).toMatch(/a=2&c=0&b=0/);
  expect(gifting).not.toContain('sort=promo');
  await page.locator('.sf-search-flow').getByRole('radio', { name: 'Activités' }).click();
  await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/activites');
  await expect(search.heading).toHaveText(/activités?/);
  await page.locator('.sf-search-flow').getByRole('radio', { name: 'Séjours' }).click();
  await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/recherche');
  expect(await search.hash()).toContain('city=10001');
});

test('a hostile URL is normalised and the page does not crash', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const search = new SearchPage(page);
  await search.openResults('fr_FR', '/recherche?flow=%3Cscript%3E&page=-3#a=999&city=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&checkin=2020-13-45&stars=9&foo=bar');
  expect(await search.resultsHeading()).toMatch(/offres?/);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});
