/**
 * mf-content's first views (contracts first-view.ts): the server renders the homepage with its CMS content and the
 * content of its blocks, so it is readable (and its links work) before any script, with the CMS rich text sanitised
 * as in the browser; the browser then hydrates that markup in place, and the page lives on (countdown, search box).
 * CMS pages, ideas, static pages, contact and mini-sites are rendered too, with their own title in the HTML.
 */
import { expect, test } from '@playwright/test';
import { originOf } from '../../support/env';
import { hydrationWarnings, keepServedNodes, openFirstViewWithoutScripts, servedNode, warmFirstView as warm } from '../../support/first-view';
import { ContentPage } from '../../pages/content-page';

const SITES = [
  { site: 'fr_FR', path: '/', title: 'Vos prochains week-ends commencent ici', results: '/recherche', brand: 'Week-end Stays' },
  { site: 'es_ES', path: '/', title: 'Tus próximas escapadas empiezan aquí', results: '/buscar', brand: 'Escapadas Stays' },
] as const;

const TITLE = '#sf-main h1';

for (const { site, path, title, results, brand } of SITES) {
  test(`${site}: the homepage is readable without JavaScript, its rich text sanitised`, async ({ browser }) => {
    const { context, page, html } = await openFirstViewWithoutScripts(browser, site, path);
    // the seeded XSS payloads of the CMS copy are cleaned on the server too (the state the browser hydrates with
    // holds the CMS answers as JSON text, where no markup can start: every '<' is escaped)
    const state = /<script id="sf-first-view" type="application\/json">([^<]*)<\/script>/.exec(html);
    expect(state, 'the first view state').not.toBeNull();
    expect(state?.[1]).toContain('__xss');
    expect(html.replace(state?.[0] ?? '', '')).not.toMatch(/onerror=|onload=|javascript:window|<script>window\.__xss/);
    const home = new ContentPage(page);
    await expect(home.jumbotronTitle).toHaveText(title);
    // a plain header links the brand home, and no space waits for chrome that never comes
    await expect(page.locator('#sf-header header a')).toHaveText(brand);
    await expect(page.locator('#sf-header header a')).toHaveAttribute('href', '/');
    expect((await home.jumbotron.boundingBox())?.y).toBeLessThan(100);
    await expect(home.usp).toBeVisible();
    await expect(home.main.locator('.sf-content-categories a')).toHaveCount(8);
    // the blocks with content of their own are there too
    await expect(home.boxes.locator('li')).toHaveCount(5);
    await expect(home.giftBlock.locator('a').first()).toBeVisible();
    // until the search box loads, its place is a plain link to the results
    await expect(home.jumbotron.locator('.sf-content-jumbotron__search a')).toHaveAttribute('href', new RegExp(`^${results}`));
    await context.close();
  });

  test(`${site}: the browser hydrates the server's homepage in place, then it lives on`, async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    await keepServedNodes(page, { title: TITLE });
    const home = new ContentPage(page);
    await page.setExtraHTTPHeaders({ 'sec-ch-ua-mobile': test.info().project.name === 'phone' ? '?1' : '?0' });
    await warm(page, site, path);
    await home.open(site, path);
    expect((await servedNode(page, 'title', TITLE)).served, 'the server rendered the first view').toBe(true);
    await expect(home.jumbotronTitle).toHaveText(title);
    expect((await servedNode(page, 'title', TITLE)).kept).toBe(true);
    expect(hydrationWarnings(messages)).toEqual([]);
    // alive: the countdown ticks and the search box of mf-search takes the link's place
    const seconds = home.jumbotron.getByTestId('countdown-second');
    const before = await seconds.textContent();
    await expect(seconds).not.toHaveText(before ?? '');
    await expect(home.jumbotron.locator('.sf-content-jumbotron__search-fallback')).toHaveCount(0, { timeout: 15_000 });
    expect(await home.xssCount()).toBe(0);
  });
}

/** Other pages of mf-content the server renders: their content and their own head are in the HTML. */
const PAGES = [
  { site: 'fr_FR', path: '/ventes-flash', heading: 'Ventes flash', title: 'Ventes flash : week-ends jusqu’à -50 % | Week-end Stays', description: true },
  { site: 'nl_BE', path: '/nl/info/algemene-verkoopvoorwaarden', heading: 'Algemene verkoopvoorwaarden', title: 'Algemene verkoopvoorwaarden | Weekend Stays', description: true },
  { site: 'es_ES', path: '/ideas-escapadas', heading: 'Ideas de escapadas', title: /\| Escapadas Stays$/, description: true },
  { site: 'it_IT', path: '/contact', heading: 'Contattaci', title: 'Contattaci | Weekend Stays', description: false },
  { site: 'fr_FR', path: '/escapades-privees', heading: 'Vos week-ends à prix privilégiés', title: 'Vos week-ends à prix privilégiés | Week-end Stays', description: false },
] as const;

for (const { site, path, heading, title, description } of PAGES) {
  test(`${site} ${path} is readable without JavaScript, with its own title`, async ({ browser }) => {
    const { context, page } = await openFirstViewWithoutScripts(browser, site, path);
    await expect(page.locator(TITLE)).toHaveText(heading);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]')).toHaveCount(description ? 1 : 0);
    if (path === '/escapades-privees') await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await context.close();
  });
}

test('a static page and the contact page hydrate in place; each navigation then gives the page its own title', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (m) => messages.push(m.text()));
  await keepServedNodes(page, { title: TITLE });
  await page.setExtraHTTPHeaders({ 'sec-ch-ua-mobile': test.info().project.name === 'phone' ? '?1' : '?0' });
  const content = new ContentPage(page);
  await warm(page, 'fr_FR', '/infos/conditions-generales-de-vente');
  await content.open('fr_FR', '/infos/conditions-generales-de-vente');
  expect((await servedNode(page, 'title', TITLE)).served, 'the server rendered the first view').toBe(true);
  await expect(page).toHaveTitle('Conditions générales de vente | Week-end Stays');
  expect((await servedNode(page, 'title', TITLE)).kept).toBe(true);
  expect(hydrationWarnings(messages)).toEqual([]);
  // alive: its links navigate in place, and the next page sets its title
  await content.main.getByRole('link', { name: 'Nous contacter' }).click();
  await expect(content.main.getByRole('heading', { level: 1 })).toHaveText('Contactez-nous');
  await expect(page).toHaveTitle('Contactez-nous | Week-end Stays');
  // the static page's description is not left over on a page without one
  await expect(page.locator('meta[name="description"]')).toHaveCount(0);
  await content.main.getByRole('button', { name: 'Laissez-nous un message' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  // the results say what they found
  await page.evaluate(() => window.history.pushState(null, '', '/recherche'));
  await expect(page).toHaveTitle(/^\d+ offres \| Week-end Stays$/, { timeout: 15_000 });
});

test('the wishlist (browser storage) is rendered in the browser', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const served = await (await context.newPage()).goto(`${originOf('fr_FR')}/account/wishlist`);
  expect(await served?.text()).not.toContain('data-first-view');
  await context.close();
});
