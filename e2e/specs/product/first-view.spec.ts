/**
 * The stay offer page's first view (contracts first-view.ts): the server renders the page with its offer, so it is
 * readable (and its links work) before any script; the browser then hydrates that markup in place, and the booking
 * steps work as on a page rendered in the browser. A location the server never saw (a hash) is rendered afresh.
 */
import { expect, test } from '@playwright/test';
import { originOf } from '../../support/env';
import { hydrationWarnings, keepServedNodes, openFirstViewWithoutScripts, servedNode, warmFirstView as warm } from '../../support/first-view';
import { ProductPage, bookableDates } from '../../pages/product-page';

const OFFER = 100015;
const SITES = [
  { site: 'fr_FR', path: `/sejour/${OFFER}`, chooseDates: /Choisir mes dates/ },
  { site: 'it_IT', path: `/soggiorno/${OFFER}`, chooseDates: /Scegli le date/ },
] as const;

const TITLE = '#sf-main h1';

for (const { site, path, chooseDates } of SITES) {
  test(`${site}: the offer page is readable without JavaScript, in the site's language`, async ({ browser }) => {
    const { context, page } = await openFirstViewWithoutScripts(browser, site, path);
    const main = page.locator('#sf-main');
    await expect(main.locator('h1')).toHaveText(/\S/);
    // the page's own title, as the browser sets it, is in the HTML
    expect(await page.title()).toContain(`${await main.locator('h1').textContent()}`);
    await expect(main.getByTestId('price-banner')).toContainText('€');
    // the breadcrumb's links are plain links
    await expect(main.locator('nav ol a').first()).toHaveAttribute('href', '/');
    await context.close();
  });

  test(`${site}: the browser hydrates the server's markup in place, then booking works`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    await keepServedNodes(page, { title: TITLE });
    const product = new ProductPage(page);
    // a phone says it is one (Sec-CH-UA-Mobile): its first view is rendered for a phone's width
    await page.setExtraHTTPHeaders({ 'sec-ch-ua-mobile': product.isPhone ? '?1' : '?0' });
    await warm(page, site, path);
    await product.open(site, path);
    expect((await servedNode(page, 'title', TITLE)).served, 'the server rendered the first view').toBe(true);
    await expect(page.locator('[data-first-view]')).toHaveCount(0);
    await expect(product.title).toBeVisible();
    expect((await servedNode(page, 'title', TITLE)).kept).toBe(true);
    expect(hydrationWarnings(messages)).toEqual([]);
    const dates = await bookableDates(request, site, OFFER);
    await product.chooseDates(dates, chooseDates);
    await expect(page).toHaveURL(new RegExp(`checkin=${dates.checkin}`));
  });
}

test('the hotel page is readable without JavaScript, then hydrated in place with its room offers', async ({ browser, page }) => {
  const path = '/hotel/1048';
  const { context, page: noScript } = await openFirstViewWithoutScripts(browser, 'fr_FR', path);
  await expect(noScript.locator('#sf-main h1')).toHaveText(/\S/);
  await expect(noScript).toHaveTitle((await noScript.locator('#sf-main h1').textContent()) ?? '');
  await expect(noScript.locator('#sf-main .sf-product-room-card').first()).toBeVisible();
  // styled by the hotel page chunk's own sheet, which the server's head carries too
  expect(await noScript.locator('.sf-product-stay-bar__field').first().evaluate((field) => getComputedStyle(field).flexDirection)).toBe('column');
  await context.close();

  const messages: string[] = [];
  page.on('console', (m) => messages.push(m.text()));
  await keepServedNodes(page, { title: TITLE });
  const product = new ProductPage(page);
  await product.open('fr_FR', path);
  expect(await servedNode(page, 'title', TITLE)).toEqual({ served: true, kept: true });
  expect(hydrationWarnings(messages)).toEqual([]);
});

test('a link with a stay in its hash is rendered in the browser, with that stay', async ({ page }) => {
  const product = new ProductPage(page);
  await product.open('fr_FR', `/sejour/${OFFER}#a=3&c=0&b=0`);
  await expect(product.title).toBeVisible();
  await expect(page.locator('[data-first-view]')).toHaveCount(0);
  await expect(product.booking).toContainText('3');
});

test('an unknown offer gets no first view: the browser shows its message', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const served = await (await context.newPage()).goto(`${originOf('fr_FR')}/sejour/999999999`);
  expect(await served?.text()).not.toContain('data-first-view');
  await context.close();
});
