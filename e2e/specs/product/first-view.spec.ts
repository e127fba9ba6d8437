/**
 * Product pages' first views (contracts first-view.ts): the server renders the offer, hotel and activity pages, so they are
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
  await expect(noScript).toHaveTitle(`${await noScript.locator('#sf-main h1').textContent()} | Week-end Stays`);
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

test('a room offer chosen before the scripts came opens once the page hydrates', async ({ page }) => {
  // the shell's script waits until the visitor has clicked
  let release = () => undefined as void;
  const clicked = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await clicked;
    await route.continue();
  });
  const product = new ProductPage(page);
  await page.setExtraHTTPHeaders({ 'sec-ch-ua-mobile': product.isPhone ? '?1' : '?0' });
  await page.goto(`${originOf('es_ES')}/hotel/1003`);
  const card = page.locator('#sf-main .sf-product-room-card').first();
  await card.getByRole('button', { name: 'Ver la oferta' }).click();
  await expect(page.locator('[data-first-view]')).toHaveCount(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Ver la oferta' })).toBeVisible();
  await expect(page.locator('[data-first-view]')).toHaveCount(0);
});

test('the activity page is readable without JavaScript, then hydrated in place and bought for own use', async ({ browser, page }) => {
  const path = '/esperienza/700015';
  const { context, page: noScript } = await openFirstViewWithoutScripts(browser, 'it_IT', path);
  const heading = await noScript.locator('#sf-main h1').textContent();
  expect(heading).toMatch(/\S/);
  await expect(noScript).toHaveTitle(`${heading} | Weekend Stays`);
  await expect(noScript.locator('#sf-main').getByText('Prezzo per 2 persone')).toBeVisible();
  await context.close();

  const messages: string[] = [];
  page.on('console', (m) => messages.push(m.text()));
  await keepServedNodes(page, { title: TITLE });
  const product = new ProductPage(page);
  await product.open('it_IT', path);
  expect(await servedNode(page, 'title', TITLE)).toEqual({ served: true, kept: true });
  expect(hydrationWarnings(messages)).toEqual([]);
  await product.booking.getByRole('button', { name: 'Acquista per me' }).click();
  await page.getByRole('dialog', { name: 'Acquista questa esperienza per me' }).getByRole('button', { name: 'Continua' }).click();
  await expect(page).toHaveURL(/\/checkout\?customType=OWN_USE&flow=activity#id=700015&pax=2$/);
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
