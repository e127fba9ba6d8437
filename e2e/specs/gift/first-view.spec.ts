/**
 * mf-gift's first views (contracts first-view.ts, docs/decisions/0138): on all six sites the server renders the gift
 * card customisation, a box's page and the box listing into the HTML, readable before any script (here without JavaScript at all);
 * the browser then hydrates that markup in place, without a React warning, and the pages answer: an amount chosen,
 * the card or the box handed over to the gift checkout. A box the API does not know gets no first view: the browser
 * shows its message.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SEGMENTS, SITES, paths, type SiteCode } from '@storefront/contracts';
import { GiftCardPage, type GiftCardLanguage } from '../../pages/gift-card-page';
import { PORT, originOf } from '../../support/env';
import { hydrationWarnings, keepServedNodes, openFirstViewWithoutScripts, servedNode, warmFirstView as warm } from '../../support/first-view';

const API = `http://localhost:${PORT}`;
const TITLE = '#sf-main h1';

/** mf-gift's words per language (its message files). */
const WORDS = {
  fr: { boxes: 'Coffrets cadeaux', giftcard: 'Offrez une carte cadeau', otherAmount: 'Autre montant', offer: 'Offrir', confirm: 'Valider' },
  es: { boxes: 'Cajas regalo', giftcard: 'Regala una tarjeta regalo', otherAmount: 'Otro importe', offer: 'Regalar', confirm: 'Confirmar' },
  nl: { boxes: 'Cadeauboxen', giftcard: 'Geef een cadeaukaart', otherAmount: 'Ander bedrag', offer: 'Cadeau geven', confirm: 'Bevestigen' },
  it: { boxes: 'Cofanetti regalo', giftcard: 'Regala una carta regalo', otherAmount: 'Altro importo', offer: 'Regala', confirm: 'Conferma' },
} as const;

/** An e-box sold on `site`, as its listing links it. */
async function anEBox(request: APIRequestContext, site: SiteCode): Promise<{ path: string; code: string; title: string }> {
  const { boxes } = (await (await request.get(`${API}/gateway/boxes/search?locale=${site}`)).json()) as { boxes: { code: string; slug: string; title: string }[] };
  const box = boxes.find((b) => b.code.endsWith('EBOX'));
  expect(box, `an e-box sold on ${site}`).toBeDefined();
  return { path: paths(site).giftBoxCard(box!.slug, box!.code), code: box!.code, title: box!.title };
}

/** The phone project asks for the phone's first view (Sec-CH-UA-Mobile), as a phone's browser does. */
async function asThisDevice(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ 'sec-ch-ua-mobile': test.info().project.name === 'phone' ? '?1' : '?0' });
}

for (const site of Object.keys(SITES) as SiteCode[]) {
  const w = WORDS[SITES[site].language];

  test(`${site}: the gift card, a box's page and the box listing arrive server-rendered, readable without JavaScript`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const card = await openFirstViewWithoutScripts(browser, site, paths(site).giftcard());
    const main = card.page.locator('#sf-main');
    await expect(main.getByRole('heading', { level: 1, name: w.giftcard })).toBeVisible();
    await expect(main.getByRole('radio', { name: w.otherAmount })).toBeVisible();
    await expect(main.getByTestId('giftcard-preview')).toContainText('€');
    await card.context.close();

    const box = await anEBox(request, site);
    const served = await openFirstViewWithoutScripts(browser, site, box.path);
    const boxMain = served.page.locator('#sf-main');
    await expect(boxMain.getByRole('heading', { level: 1, name: box.title })).toBeVisible();
    await expect(boxMain.getByTestId('box-price')).toContainText('€');
    await expect(boxMain.getByRole('button', { name: w.offer, exact: true })).toBeVisible();
    // its picture is in the HTML (the page's largest paint), loaded without a script
    const picture = boxMain.getByRole('img', { name: box.title });
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await served.context.close();

    // the box listing too, with its boxes linking to their pages
    const listing = await openFirstViewWithoutScripts(browser, site, `${SITES[site].basePath}/${SEGMENTS[SITES[site].language].gift}`);
    const listingMain = listing.page.locator('#sf-main');
    await expect(listingMain.getByRole('heading', { level: 1, name: w.boxes })).toBeVisible();
    await expect(listingMain.locator(`a[href="${box.path}"]`)).toHaveCount(1);
    await listing.context.close();
  });
}

for (const [site, language, amount, preview] of [
  ['fr_FR', 'fr', /^100\s€$/, /100\s€/],
  ['es_ES', 'es', /^50\s€$/, /50\s€/],
] as const) {
  test(`${site}: the gift card is hydrated in place, then a chosen amount reaches the gift checkout`, async ({ page }) => {
    test.setTimeout(90_000);
    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    await keepServedNodes(page, { title: TITLE });
    await asThisDevice(page);
    const path = paths(site).giftcard();
    await warm(page, site, path);
    const card = new GiftCardPage(page);
    await card.open(site, path);
    await card.shown(language as GiftCardLanguage);
    expect(await servedNode(page, 'title', TITLE)).toEqual({ served: true, kept: true });
    expect(hydrationWarnings(messages)).toEqual([]);
    await card.amount(amount).check();
    await expect(card.preview).toContainText(preview);
    await card.from.fill('Anne');
    await card.recipientName.fill('Léa');
    await card.recipientEmail.fill('lea@example.com');
    await card.continue.click();
    await expect(page).toHaveURL(/\/checkout\?flow=gifting&giftType=GIFTCARD$/, { timeout: 10_000 });
  });
}

test("fr_FR: a box's page is hydrated with the detail it came with, then the box goes to the gift checkout", async ({ page, request }) => {
  test.setTimeout(90_000);
  const w = WORDS.fr;
  const box = await anEBox(request, 'fr_FR');
  const messages: string[] = [];
  page.on('console', (m) => messages.push(m.text()));
  const detailCalls: string[] = [];
  page.on('request', (r) => r.url().includes('/product-detail') && detailCalls.push(r.url()));
  await keepServedNodes(page, { title: TITLE });
  await asThisDevice(page);
  await warm(page, 'fr_FR', box.path);
  await page.goto(`${originOf('fr_FR')}${box.path}`);
  await expect(page.locator('[data-first-view]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: box.title })).toBeVisible();
  expect(await servedNode(page, 'title', TITLE)).toEqual({ served: true, kept: true });
  expect(hydrationWarnings(messages)).toEqual([]);
  // the browser did not ask for the detail the page came with
  expect(detailCalls).toEqual([]);
  await page.locator('#sf-main').getByRole('button', { name: w.offer, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: w.confirm }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?flow=gifting&giftType=BOX&giftFormat=digital&code=${box.code}$`), { timeout: 10_000 });
});

for (const [site, message] of [
  ['fr_FR', 'Oups, une erreur est survenue'],
  ['es_ES', 'Vaya, se ha producido un error'],
] as const) {
  test(`${site}: a box the API does not know gets no first view; the browser shows its message`, async ({ browser, page }) => {
    const path = paths(site).giftBoxCard('inconnu', 'NOPE999EBOX');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const served = await (await context.newPage()).goto(`${originOf(site)}${path}`);
    expect(await served?.text()).not.toContain('data-first-view');
    await context.close();
    await page.goto(`${originOf(site)}${path}`);
    await expect(page.locator('#sf-main').getByRole('alert')).toContainText(message, { timeout: 20_000 });
  });
}
