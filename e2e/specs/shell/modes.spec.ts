/**
 * Customer-care mode (site-wide §6) and experiment variants (issue 3 §2): the agent's sign-in page, the mode's
 * header (badge, gift shop link), the promo bar without the announcement banner; a visitor keeps their variants
 * in a cookie, and `?xp=` forces one.
 */
import { expect, test } from '@playwright/test';
import { SITES } from '@storefront/contracts';
import { ContentPage } from '../../pages/content-page';
import { ShellPage } from '../../pages/shell-page';
import { PORT, originOf } from '../../support/env';

const CC_ORIGIN = `http://cc.${SITES.fr_FR.localHost}:${PORT}`;

test('customer-care host: sign-in page first, then the page with the mode badge, the gift shop link, the promo bar without the announcement and the footer newsletter', async ({ page }) => {
  const shell = new ContentPage(page);
  await page.goto(`${CC_ORIGIN}/recherche`);
  await shell.ready();
  await expect(shell.main).toHaveAttribute('data-page-kind', 'customerCareLogin');
  await expect(shell.main.getByRole('heading', { level: 1 })).toHaveText('Espace service client');
  expect(await shell.robots()).toBe('noindex, follow');

  await shell.signInAsAgent();
  await expect(page).toHaveURL(`${CC_ORIGIN}/recherche`);
  await expect(shell.remote('mf_search/spa')).toBeVisible();
  await expect(shell.header).toContainText('Mode service client');
  const giftShop = shell.header.getByRole('link', { name: /Boutique cadeaux/ });
  await expect(giftShop).toHaveAttribute('href', 'https://shop.weekend-stays.fr/');
  await expect(giftShop).toHaveAttribute('target', '_blank');
  await expect(shell.header.getByRole('button', { name: 'Offrir' })).toHaveCount(0);
  // the promo bar shows; the announcement banner is hidden in customer-care mode (the public site shows it on the same page)
  await expect(shell.promoBar).toHaveAttribute('data-code', /-SEARCH-BOOKING$/);
  await expect(shell.announcement).toHaveCount(0);
  // only the newsletter pop-up is hidden there: the footer's block lets the agent subscribe a caller
  await shell.footer.scrollIntoViewIfNeeded();
  await expect(shell.footerNewsletter.getByLabel('Votre adresse e-mail')).toBeVisible();
  // the stay offer page shows the customer-care block with its 'copy the link for the customer' button (site-wide §6)
  await page.goto(`${CC_ORIGIN}/sejour/100015`);
  await shell.ready();
  await expect(shell.main.getByTestId('customer-care-block').getByRole('button', { name: 'Copier le lien pour le client' })).toBeVisible();
});

async function experimentCookie(page: import('@playwright/test').Page): Promise<string> {
  const cookies = await page.context().cookies(originOf('fr_FR'));
  return decodeURIComponent(cookies.find((c) => c.name === 'sf_xp')?.value ?? '');
}

test('a visitor keeps their experiment variants (cookie) and ?xp= forces one for testing', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.open('fr_FR', '/');
  const first = await experimentCookie(page);
  expect(first).toMatch(/^dates:(control|forced|suggested),themeList:(control|reduced),popularDates:(control|variation),promoBanner:(control|extra10)$/);
  await shell.open('fr_FR', '/recherche');
  expect(await experimentCookie(page)).toBe(first);

  await shell.open('fr_FR', '/?xp=dates:forced,themeList:reduced,popularDates:variation');
  const forced = await experimentCookie(page);
  // the variants not forced are kept
  expect(forced).toBe(`dates:forced,themeList:reduced,popularDates:variation,${first.split(',')[3]}`);
  // kept without the parameter
  await shell.open('fr_FR', '/recherche');
  expect(await experimentCookie(page)).toBe(forced);
  // popular date shortcuts are not an experiment on it_IT: forcing it gives control
  await page.goto(`${originOf('it_IT')}/?xp=popularDates:variation`);
  await shell.ready();
  const it = (await page.context().cookies(originOf('it_IT'))).find((c) => c.name === 'sf_xp');
  expect(decodeURIComponent(it?.value ?? '')).toContain('popularDates:control');
});

test('a forced variant reaches the remotes: the reduced theme list in the search box', async ({ page }) => {
  // the theme list is part of the wide search form (on phones the search box is a button opening a modal)
  await page.setViewportSize({ width: 1280, height: 800 });
  const shell = new ShellPage(page);
  const themeCount = async (variant: string) => {
    await shell.open('fr_FR', `/?xp=themeList:${variant}`);
    const themes = shell.main.getByRole('combobox', { name: 'Thème' });
    await expect(themes.locator('option').nth(2)).toBeAttached();
    return themes.locator('option').count();
  };
  const control = await themeCount('control');
  const reduced = await themeCount('reduced');
  expect(reduced).toBeLessThan(control);
});

test('the header fits a 320 px wide screen (WCAG reflow), customer-care badge included', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const shell = new ShellPage(page);
  await page.goto(`${CC_ORIGIN}/customer-care/login?origin=/`);
  await shell.ready();
  await shell.signInAsAgent();
  for (const url of [`${CC_ORIGIN}/`, `${originOf('nl_BE')}/nl`, `${originOf('es_ES')}/`]) {
    await page.goto(url);
    await shell.ready();
    if (url.startsWith(CC_ORIGIN)) await expect(shell.header.getByText('Mode service client')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    for (const control of await shell.header.locator('a, button').all()) {
      if (!(await control.isVisible())) continue;
      const box = await control.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
    }
  }
});
