/**
 * Every gift page of mf-gift on all six sites (issue #30: 'all of the above works on all six sites'), phone and
 * desktop: the box listing, a box's page, a stay's gift set-up, the gift card customisation and the beneficiary
 * page each render in the site's language (the html lang, the page's own words from the remote's message file, no
 * message key left untranslated, no error) and axe finds no WCAG 2.2 AA violation on any of them.
 */
import { expect, test, type Page } from '@playwright/test';
import { SITES, paths, type SiteCode } from '@storefront/contracts';
import { axeViolations } from '../../support/axe';
import { PORT, originOf } from '../../support/env';

const API = `http://localhost:${PORT}`;

/** mf-gift's words per language (its message files): page titles and one label of each page. */
const WORDS = {
  fr: { gift: 'cadeau', boxes: 'Coffrets cadeaux', offer: 'Offrir', withoutDates: 'Cadeau sans dates', giftcard: 'Offrez une carte cadeau', redeem: 'Utiliser mon cadeau', validity: 'Valable 18 mois (un an et demi).' },
  es: { gift: 'regalo', boxes: 'Cajas regalo', offer: 'Regalar', withoutDates: 'Regalo sin fechas', giftcard: 'Regala una tarjeta regalo', redeem: 'Usar mi regalo', validity: 'Válida 18 meses (un año y medio).' },
  nl: { gift: 'cadeau', boxes: 'Cadeauboxen', offer: 'Cadeau geven', withoutDates: 'Cadeau zonder data', giftcard: 'Geef een cadeaukaart', redeem: 'Mijn cadeau gebruiken', validity: '18 maanden geldig (anderhalf jaar).' },
  it: { gift: 'regalo', boxes: 'Cofanetti regalo', offer: 'Regala', withoutDates: 'Regalo senza date', giftcard: 'Regala una carta regalo', redeem: 'Usa il mio regalo', validity: 'Valido 18 mesi (un anno e mezzo).' },
} as const;

/** A message key shown instead of its text (i18next shows the key when a language lacks it). */
const RAW_KEY = /\b(?:voucher|boxes|box|giftcard|redeem|common|howItWorks|custom|notFound|crash)\.[a-zA-Z]+/;

async function expectInLanguage(page: Page, site: SiteCode, title: string | RegExp) {
  const main = page.locator('#sf-main');
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', SITES[site].htmlLang);
  await expect(main.locator('.sf-ui-alert--error')).toHaveCount(0);
  expect(await main.innerText()).not.toMatch(RAW_KEY);
  expect(await axeViolations(page)).toEqual([]);
}

for (const site of Object.keys(SITES) as SiteCode[]) {
  const w = WORDS[SITES[site].language];
  const origin = originOf(site);
  const p = paths(site);

  test(`${site}: every gift page renders in the site's language, axe clean`, async ({ page, request }) => {
    test.setTimeout(180_000);
    // the listing
    await page.goto(`${origin}${SITES[site].basePath}/${w.gift}`);
    await expectInLanguage(page, site, w.boxes);

    // a box's page: its title in the site's language, the remote's words around it
    const { boxes } = (await (await request.get(`${API}/gateway/boxes/search?locale=${site}`)).json()) as { boxes: { code: string; slug: string; title: string }[] };
    const box = boxes.find((b) => b.code.endsWith('EBOX'))!;
    expect(box, `an e-box sold on ${site}`).toBeDefined();
    await page.goto(`${origin}${p.giftBoxCard(box.slug, box.code)}`);
    await expect(page.getByTestId('box-price')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(w.validity)).toBeVisible();
    await expect(page.locator('#sf-main').getByRole('button', { name: w.offer, exact: true })).toBeVisible();
    await expectInLanguage(page, site, box.title);

    // the gift set-up of a stay giftable on this site
    const { exactMatch } = (await (await request.get(`${API}/gateway/beneficiary/single-vouchers/offers?locale=${site}&matchOfferRangePriceWithGiftAmount=false&limit=1`)).json()) as { exactMatch: { id: number; label: string }[] };
    const offer = exactMatch[0]!;
    expect(offer, `a giftable stay on ${site}`).toBeDefined();
    await page.goto(`${origin}${p.giftSetup(offer.id, 'giftAdult=2&giftNights=1')}`);
    await expect(page.locator('#sf-main').getByText(w.withoutDates).first()).toBeVisible({ timeout: 20_000 });
    await expectInLanguage(page, site, offer.label);

    // the gift card and the beneficiary's page
    await page.goto(`${origin}${p.giftcard()}`);
    await expectInLanguage(page, site, w.giftcard);
    await page.goto(`${origin}${p.beneficiaryLogin()}`);
    await expectInLanguage(page, site, w.redeem);
  });
}
