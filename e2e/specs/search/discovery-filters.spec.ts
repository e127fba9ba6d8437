/**
 * Issue #34 on the results page, on two sites, phone and desktop: the price histogram follows the filters (its
 * counts are the facets API's for the current criteria, the typed range highlighted), the free-cancellation
 * filter (its count, then in the address), and the total-price switch (cards show the API's total with the tax).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { SiteCode } from '@storefront/contracts';
import { SearchPage } from '../../pages/search-results-page';
import { PORT } from '../../support/env';

const SITES = [
  {
    site: 'fr_FR',
    path: '/recherche',
    words: { filter: /^Filtrer/, filters: 'Filtres', price: 'Prix', more: 'Plus de filtres', confirm: 'Valider', maxPrice: 'Prix maximum', histogram: /^Répartition des prix : (\d+) offres? sur (\d+)/, free: /^Annulation gratuite \((\d+)\)$/, total: 'Prix total, taxe de séjour incluse' },
  },
  {
    site: 'it_IT',
    path: '/ricerca',
    words: { filter: /^Filtra/, filters: 'Filtri', price: 'Prezzo', more: 'Altri filtri', confirm: 'Conferma', maxPrice: 'Prezzo massimo', histogram: /^Distribuzione dei prezzi: (\d+) offert[ae] su (\d+)/, free: /^Cancellazione gratuita \((\d+)\)$/, total: 'Prezzo totale, tassa di soggiorno inclusa' },
  },
] as const;

type Words = (typeof SITES)[number]['words'];

/** The panel holding a filter section: the filters modal on phones, the section's dropdown on desktop. */
async function openFilters(page: Page, search: SearchPage, words: Words, section: string): Promise<Locator> {
  if (search.isPhone) {
    await page.getByRole('button', { name: words.filter }).first().click();
    return page.getByRole('dialog', { name: words.filters });
  }
  await page.getByRole('button', { name: section, exact: true }).click();
  return page.getByRole('dialog', { name: section });
}

/** Offers per price band under the criteria (price selection left out), as the facets API counts them. */
async function histogramTotal(page: Page, site: SiteCode, criteria: string): Promise<number> {
  const res = await page.request.get(`http://localhost:${PORT}/api/facets.json?flow=booking&locale=${site}&propertiesRequested=price&${criteria}`);
  expect(res.ok()).toBeTruthy();
  const price = ((await res.json()) as { properties: { propertyType: string; bands?: { count: number }[] }[] }).properties.find((p) => p.propertyType === 'price')!;
  return price.bands!.reduce((n, b) => n + b.count, 0);
}

for (const { site, path, words } of SITES) {
  test(`${site}: the price histogram follows the filters and highlights the typed range`, async ({ page }) => {
    const search = new SearchPage(page);
    for (const criteria of ['a=2&c=0&b=0', 'a=2&c=0&b=0&stars=4']) {
      // a fresh page each time: a hash change alone would keep the open filter panel and its draft
      await page.goto('about:blank');
      await search.openResults(site, `${path}?flow=booking#${criteria}`);
      await search.resultsHeading();
      const panel = await openFilters(page, search, words, words.price);
      const histogram = panel.getByRole('img', { name: words.histogram });
      await expect(histogram).toBeVisible();
      const expected = await histogramTotal(page, site, criteria);
      const read = async () => (await histogram.getAttribute('aria-label'))!.match(words.histogram)!.slice(1, 3).map(Number);
      expect(await read()).toEqual([expected, expected]);
      // a lower maximum highlights fewer offers; the total stays (the price does not narrow its own histogram)
      await panel.getByRole('textbox', { name: words.maxPrice }).fill('60');
      await panel.getByRole('textbox', { name: words.maxPrice }).blur();
      await expect.poll(async () => (await read())[0]).toBeLessThan(expected);
      expect((await read())[1]).toBe(expected);
      // the bars of the typed range are drawn highlighted, the others not
      const bars = await histogram.locator('.sf-search-histogram__bar').count();
      const selected = await histogram.locator('.sf-search-histogram__bar--selected').count();
      expect(selected).toBeGreaterThan(0);
      expect(selected).toBeLessThan(bars);
    }
    expect(await histogramTotal(page, site, 'a=2&c=0&b=0&stars=4')).toBeLessThan(await histogramTotal(page, site, 'a=2&c=0&b=0'));
  });

  test(`${site}: the free-cancellation filter shows its count and goes into the address`, async ({ page }) => {
    const search = new SearchPage(page);
    await search.openResults(site, `${path}?flow=booking#a=2&c=0&b=0`);
    await search.resultsHeading();
    const panel = await openFilters(page, search, words, words.more);
    const free = panel.getByRole('checkbox', { name: words.free });
    await expect(free).toBeVisible();
    const count = Number((await free.getAttribute('aria-label') ?? (await free.evaluate((el) => (el.closest('label')?.textContent ?? '').trim()))).match(/\((\d+)\)/)![1]);
    const res = await page.request.get(`http://localhost:${PORT}/api/offers.json?flow=booking&locale=${site}&a=2&c=0&b=0&freeCancellation=true&limit=1`);
    expect(res.ok()).toBeTruthy();
    const body = (await res.json()) as { searchDetails?: { totalCount?: number }; totalCount?: number };
    expect(count).toBeGreaterThan(0);
    expect(count).toBe(body.searchDetails?.totalCount ?? body.totalCount);
    await free.check();
    await panel.getByRole('button', { name: words.confirm }).click();
    await expect.poll(() => search.hash()).toMatch(/freeCancellation=1/);
    await search.resultsHeading();
    await expect(page.getByRole('button', { name: search.isPhone ? words.filter : words.more }).first()).toBeVisible();
  });

  test(`${site}: the total-price switch shows each card's total with the local tax, as the API priced it`, async ({ page }) => {
    const search = new SearchPage(page);
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const criteria = `a=2&c=0&b=0&checkin=${day(30)}&checkout=${day(32)}`;
    await search.openResults(site, `${path}?flow=booking#${criteria}`);
    await search.resultsHeading();
    const res = await page.request.get(`http://localhost:${PORT}/api/offers.json?flow=booking&locale=${site}&${criteria}&night=2&limit=60`);
    expect(res.ok()).toBeTruthy();
    const offers = ((await res.json()) as { exactMatch: { id: number; sellPrice: number; totalPrice?: number | null }[] }).exactMatch;
    const taxed = offers.find((o) => o.totalPrice != null && o.totalPrice > o.sellPrice);
    expect(taxed, 'a dated offer whose total includes a local tax').toBeTruthy();
    const card = search.cards.filter({ has: page.locator(`a[href*="/${taxed!.id}"]`) }).first();
    await expect(card).toBeVisible();
    const amount = async () => Number(((await card.locator('.sf-ui-price__amount').first().textContent()) ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
    const before = await amount();
    expect(Math.abs(before - taxed!.sellPrice / 100)).toBeLessThanOrEqual(1);
    const toggle = page.getByRole('switch', { name: words.total });
    await toggle.check();
    await expect.poll(amount).not.toBe(before);
    expect(Math.abs((await amount()) - taxed!.totalPrice! / 100)).toBeLessThanOrEqual(1);
    await toggle.uncheck();
    await expect.poll(amount).toBe(before);
  });
}
