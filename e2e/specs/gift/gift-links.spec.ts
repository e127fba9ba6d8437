/**
 * No gift link leads to a 404 (issue #30): the header's gift drawer, and every link of the homepage, the gifting
 * search and an offer page that routes to a gift page (mf-gift's page kinds), are opened, on two sites: each answers
 * 2xx and shows its page, neither the 404 page nor mf-gift's 'not found' or 'something went wrong'.
 */
import { expect, test, type Page } from '@playwright/test';
import { PAGE_REMOTE, SITES, matchRoute, paths, type SiteCode } from '@storefront/contracts';
import { originOf } from '../../support/env';

/** Offer 100015 (hotel 1003, small catalogue) is giftable. */
const OFFER = 100015;
const GIFT_WORDS = { fr_FR: { offer: 'Offrir', broken: /Oups/ }, nl_BE: { offer: 'Cadeau geven', broken: /Oeps/ } } as const;

/** Same-origin links of `scope` whose page belongs to mf-gift (box, box listing, gift set-up, gift card, beneficiary). */
async function giftLinks(page: Page, site: SiteCode, selector: string): Promise<string[]> {
  const origin = originOf(site);
  const hrefs = await page.locator(selector).evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  const gift = hrefs.filter((href) => {
    if (!href.startsWith(origin)) return false;
    const kind = matchRoute(href, site, { toggles: { boxes: true, activityOnly: true } }).kind;
    return PAGE_REMOTE[kind] === 'mf_gift';
  });
  return [...new Set(gift.map((href) => href.slice(origin.length)))];
}

async function expectPageShown(page: Page, site: SiteCode, path: string) {
  const response = await page.goto(`${originOf(site)}${path}`);
  expect(response?.status(), path).toBeLessThan(400);
  const title = page.locator('#sf-main h1').first();
  await expect(title, path).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-page="not-found"]'), path).toHaveCount(0);
  await expect(title, path).not.toHaveText(GIFT_WORDS[site as keyof typeof GIFT_WORDS].broken);
  await expect(page.locator('.sf-gift .sf-ui-alert--error'), path).toHaveCount(0);
}

for (const site of ['fr_FR', 'nl_BE'] as const) {
  test(`${site}: the gift links of the header, homepage, search and offer pages lead to pages`, async ({ page }) => {
    test.setTimeout(180_000);
    const p = paths(site);
    const home = SITES[site].basePath || '/';
    const found = new Set<string>();

    // the header's gift drawer (its links open in a new tab: their addresses are read, then opened here)
    await page.goto(`${originOf(site)}${home}`);
    await page.locator('header').getByRole('button', { name: GIFT_WORDS[site].offer }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link').first()).toBeVisible({ timeout: 20_000 });
    const drawerLinks = await drawer.getByRole('link').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    for (const href of drawerLinks.filter((h) => h.startsWith(originOf(site)))) found.add(href.slice(originOf(site).length));
    expect(found.size, 'the drawer has links of this storefront').toBeGreaterThan(0);
    await page.keyboard.press('Escape');

    // the homepage, the gifting search and an offer page (booking and gifting flows)
    for (const path of [home, p.search({ flow: 'gifting' }), p.product(OFFER), p.product(OFFER, { flow: 'gifting' })]) {
      await page.goto(`${originOf(site)}${path}`);
      await expect(page.locator('#sf-main h1').first()).toBeVisible({ timeout: 20_000 });
      // lazily rendered blocks (best boxes, gift block, inline gift card) come in as the page scrolls
      for (let y = 0; y < 6; y++) {
        await page.mouse.wheel(0, 1500);
        await page.waitForTimeout(250);
      }
      for (const link of await giftLinks(page, site, '#sf-main a[href]')) found.add(link);
    }
    expect([...found].some((link) => /giftcard\/customization/.test(link)), 'a gift card link was found').toBe(true);

    for (const link of found) await expectPageShown(page, site, link);
  });
}
