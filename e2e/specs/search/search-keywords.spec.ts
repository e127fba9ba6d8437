/**
 * Keyword pages and the theme field (search.md §2): an idea keyword page searches its theme, a city keyword page
 * its city; the search bar's theme field lists the API's themes; the SEO text and suggestion links follow the
 * results. fr_FR and nl_BE, phone and desktop.
 */
import { expect, test } from '@playwright/test';
import { SearchPage } from '../../pages/search-results-page';

for (const [site, path, theme, heading, seoTitle] of [
  ['fr_FR', '/idee/romantique', 'Romantique', /offres? Romantique/, 'Nos idées « Romantique »'],
  ['nl_BE', '/nl/thema/romantisch', 'Romantisch', /aanbieding(en)? Romantisch/, 'Onze ideeën ‘Romantisch’'],
] as const) {
  test(`${site}: the idea keyword page searches its theme, shown in the theme field and the SEO text`, async ({ page }) => {
    const search = new SearchPage(page);
    await search.openResults(site, path);
    await expect.poll(() => search.hash()).toMatch(/theme=1(&|$)/);
    expect(await search.resultsHeading()).toMatch(heading);
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(search.seoSection.getByRole('heading', { level: 2 })).toHaveText(seoTitle);
    // popular themes link to their idea pages (no destination searched)
    await expect(search.seoSection.getByRole('link').first()).toHaveAttribute('href', /^\//);
    const field = await search.themeField();
    await expect(field.locator('option:checked')).toHaveText(theme);
    expect(await field.locator('option').count()).toBeGreaterThan(5);
  });
}

test('the city keyword page searches its city and links to wider areas', async ({ page }) => {
  const search = new SearchPage(page);
  await search.openResults('fr_FR', '/ville/paris');
  await expect.poll(() => search.hash()).toMatch(/city=10001/);
  await search.resultsHeading();
  await expect(search.seoSection.getByRole('heading', { level: 2 })).toHaveText('Paris : nos idées d’évasion');
  const wider = search.seoSection.getByRole('link', { name: 'Toutes nos offres : Île-de-France' });
  await wider.click();
  await expect.poll(() => search.hash()).toMatch(/region=\d+/);
  // a new results page: wait for its heading
  await expect(search.heading).toHaveText(/^\d+ offres?/);
});

test('an unknown idea slug leaves the search as it is', async ({ page }) => {
  const search = new SearchPage(page);
  await search.openResults('fr_FR', '/idee/nulle-part');
  expect(await search.resultsHeading()).toMatch(/offres?/);
  expect(await search.hash()).not.toMatch(/theme=/);
});
