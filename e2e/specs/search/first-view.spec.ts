/**
 * The results page's first view (contracts first-view.ts): the server renders the results of the path and query, so
 * the offers are readable (and their links and the pagination work) before any script; the browser then hydrates
 * that markup in place without searching again, and the page works as one rendered in the browser. A location the
 * server never saw (criteria in the hash) is rendered afresh. A keyword page's view has the search its slug resolves
 * to (written to the hash before hydrating); an unknown slug is rendered in the browser.
 */
import { expect, test } from '@playwright/test';
import { originOf } from '../../support/env';
import { hydrationWarnings, keepServedNodes, openFirstViewWithoutScripts, servedNode as served, warmFirstView as warm } from '../../support/first-view';
import { SearchPage } from '../../pages/search-results-page';

const SITES = [
  { site: 'fr_FR', path: '/recherche', heading: /^\d+ offres/, offerLink: /^\/sejour\/\d+/, brand: 'Week-end Stays' },
  { site: 'it_IT', path: '/ricerca', heading: /^\d+ offert[ae]/, offerLink: /^\/soggiorno\/\d+/, brand: 'Weekend Stays' },
] as const;

/** The first result's title and the heading, as parsed from the server's HTML and after hydration. */
const NODES = { title: '#sf-main .sf-search-card__title', heading: '#sf-main h1' } as const;
const servedNode = (page: Parameters<typeof served>[0], which: keyof typeof NODES) => served(page, which, NODES[which]);

for (const { site, path, heading, offerLink, brand } of SITES) {
  test(`${site}: the results are readable without JavaScript, their links and the pagination are plain links`, async ({ browser }) => {
    const { context, page } = await openFirstViewWithoutScripts(browser, site, path);
    const main = page.locator('#sf-main');
    await expect(main.locator('h1')).toHaveText(heading);
    // the page's title, in the HTML, says what was found
    await expect(page).toHaveTitle(`${await main.locator('h1').textContent()} | ${brand}`);
    const titles = main.locator('.sf-search-card__title a');
    await expect(titles).toHaveCount(18);
    await expect(titles.first()).toBeVisible();
    await expect(titles.first()).toHaveAttribute('href', offerLink);
    // the design tokens the view's style uses come with the page itself (the shell's template), not with a remote
    expect(await page.evaluate("getComputedStyle(document.documentElement).getPropertyValue('--sf-color-primary').trim()")).toBe('#0a58ca');
    const first = await titles.first().textContent();
    // the second page is a link the server renders too
    await main.locator('.sf-search-pagination li a', { hasText: /^2$/ }).click();
    await expect(page).toHaveURL(/[?&]page=1/);
    await expect(main.locator('.sf-search-pagination a[aria-current="page"]')).toHaveText('2');
    await expect(titles).not.toHaveCount(0);
    expect(await titles.first().textContent()).not.toBe(first);
    await context.close();
  });

  test(`${site}: the browser hydrates the server's markup in place without searching, then the sort works`, async ({ page }) => {
    test.setTimeout(90_000);
    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    const searches: string[] = [];
    const ownSheets: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/offers.json')) searches.push(r.url());
      if (/\/remotes\/mf-search[^/]*\/styles\.[0-9a-f]+\.js$/.test(r.url())) ownSheets.push(r.url());
    });
    await keepServedNodes(page, NODES);
    const search = new SearchPage(page);
    // a phone says it is one (Sec-CH-UA-Mobile): its first view is rendered for a phone's width
    await page.setExtraHTTPHeaders({ 'sec-ch-ua-mobile': search.isPhone ? '?1' : '?0' });
    await warm(page, site, path);
    await search.openResults(site, path);
    await expect(search.heading).toHaveText(heading);
    // the grid (hydrated in a pass of its own) responds: the first card's gallery shows its next image
    const image = search.cards.first().locator('img');
    const shown = await image.getAttribute('src');
    // (on desktop the arrows show on hovering the card)
    await search.cards.first().hover();
    await search.cards.first().locator('.sf-search-card__arrows button').last().click();
    await expect(image).not.toHaveAttribute('src', shown ?? '');
    expect(await servedNode(page, 'title'), 'the first result title parsed from the server is the one on the page').toEqual({ served: true, kept: true });
    expect(await servedNode(page, 'heading')).toEqual({ served: true, kept: true });
    expect(hydrationWarnings(messages)).toEqual([]);
    expect(searches, 'the results the server rendered are not searched again').toEqual([]);
    // the server's style holds the remote's rules while it is mounted: its own sheets are not fetched nor put in again
    expect(ownSheets).toEqual([]);
    await expect(page.locator('style[data-first-view-style="mf-search"]')).toHaveCount(1);

    const served = await search.cardTitles.allTextContents();
    const sorted = page.waitForResponse((r) => r.url().includes('/api/offers.json') && r.url().includes('priceAsc'));
    await search.sortBy('priceAsc');
    const answer = (await (await sorted).json()) as { exactMatch: { label: string }[] };
    await expect.poll(() => search.hash()).toMatch(/sort=priceAsc/);
    const expected = answer.exactMatch.slice(0, 3).map((o) => o.label);
    await expect(search.cardTitles.first()).toHaveText(expected[0]!);
    expect((await search.cardTitles.allTextContents()).slice(0, 3)).toEqual(expected);
    expect(expected).not.toEqual(served.slice(0, 3));
    expect(hydrationWarnings(messages)).toEqual([]);
    // a part fetched on demand brings its rules (parts.css) beside the server's style
    if (search.isPhone) {
      await page.getByRole('button', { name: /^(Filtrer|Filtra)/ }).click();
      const second = page.getByRole('dialog').locator('.sf-search-filters-modal__section').nth(1);
      await expect(second).toBeVisible();
      expect(await second.evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('solid');
    } else {
      await page.getByRole('button', { name: /^(Prix|Prezzo)$/ }).click();
      const panel = page.locator('.sf-search-filterbar__panel');
      await expect(panel).toBeVisible();
      expect(await panel.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto');
    }
    expect(ownSheets).toEqual([]);
  });
}

test('a link with criteria in its hash is rendered afresh in the browser, with those criteria', async ({ page }) => {
  await keepServedNodes(page, NODES);
  const search = new SearchPage(page);
  await search.openResults('fr_FR', '/recherche?flow=booking#a=2&c=0&b=0&city=10001');
  expect(await servedNode(page, 'heading'), 'the server rendered the search without its hash; the browser replaced it').toEqual({ served: true, kept: false });
  await expect(search.heading).toHaveText(/^\d+ offres/);
  if (search.isPhone) await expect(page.locator('.sf-search-bar__summary-title')).toHaveText('Paris');
  else await expect(page.getByRole('search').getByRole('combobox', { name: 'Destination' })).toHaveValue('Paris');
});

test('a city keyword page is readable without JavaScript with the results of its city', async ({ browser }) => {
  const { context, page } = await openFirstViewWithoutScripts(browser, 'fr_FR', '/ville/paris');
  const main = page.locator('#sf-main');
  await expect(main.locator('h1')).toHaveText(/^\d+ offres?/);
  await expect(page).toHaveTitle(/ – Paris \| Week-end Stays$/);
  await expect(main.locator('.sf-search-card__title a').first()).toHaveAttribute('href', /^\/sejour\/\d+/);
  await context.close();
});

for (const { site, path, hash, seoTitle } of [
  { site: 'fr_FR', path: '/ville/paris', hash: /city=10001(&|$)/, seoTitle: 'Paris : nos idées d’évasion' },
  { site: 'nl_BE', path: '/nl/thema/romantisch', hash: /theme=1(&|$)/, seoTitle: 'Onze ideeën ‘Romantisch’' },
] as const) {
  test(`${site}: a keyword page's first view is hydrated in place with the search its slug resolved to in the hash`, async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    const calls: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/(offers\.json|cities\/|themes\/[^/]+\.json)/.test(r.url())) calls.push(r.url());
    });
    await keepServedNodes(page, NODES);
    const search = new SearchPage(page);
    await warm(page, site, path);
    await search.openResults(site, path);
    await expect.poll(() => search.hash()).toMatch(hash);
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(search.seoSection.getByRole('heading', { level: 2 })).toHaveText(seoTitle);
    // hydrated: a served card responds
    await search.cards.first().hover();
    const image = search.cards.first().locator('img');
    const shown = await image.getAttribute('src');
    await search.cards.first().locator('.sf-search-card__arrows button').last().click();
    await expect(image).not.toHaveAttribute('src', shown ?? '');
    expect(await servedNode(page, 'heading')).toEqual({ served: true, kept: true });
    expect(await servedNode(page, 'title')).toEqual({ served: true, kept: true });
    expect(hydrationWarnings(messages)).toEqual([]);
    expect(calls, 'the slug is not resolved again, nor the results searched again').toEqual([]);
  });
}

test('a keyword page whose slug is unknown is a 404 without a first view (not the whole listing)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  for (const path of ['/idee/nulle-part', '/ville/atlantis', '/ville/anything-at-all']) {
    const served = await (await context.newPage()).goto(`${originOf('fr_FR')}${path}`);
    expect(served?.status(), path).toBe(404);
    expect(await served?.text()).not.toContain('data-first-view=""');
  }
  await context.close();
});
