/**
 * Banners of mf-content in Chromium: the announcement banner is one link with the shell's two-colour focus ring
 * (no link inside a link), and axe finds no violation in the promo bar with its flow tabs.
 */
import { expect, test } from '@playwright/test';
import { ContentPage } from '../../pages/content-page';
import { readFileSync } from 'node:fs';

interface AxeResults {
  violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown[] }> }>;
}

test('fr_FR: the announcement banner is one link, with a visible two-colour focus ring around the whole text', async ({ page }) => {
  const home = new ContentPage(page);
  await home.open('fr_FR', '/');
  await home.chromeSettled();
  const links = home.announcement.getByRole('link');
  await expect(links).toHaveCount(1);
  await expect(home.announcement.locator('a a')).toHaveCount(0);
  const link = links.first();
  await expect(link).toContainText('Ventes flash');
  await link.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  const ring = await link.evaluate((el) => {
    const style = getComputedStyle(el);
    return { display: style.display, outline: style.outlineStyle, width: parseFloat(style.outlineWidth), shadow: style.boxShadow, boxes: el.getClientRects().length };
  });
  // one rectangle (a block link), the shell's dark outline and white band
  expect(ring).toMatchObject({ display: 'block', outline: 'solid', boxes: 1 });
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(ring.shadow).toContain('rgb(255, 255, 255)');
});

test('axe finds no violation in the promo bar and its flow tabs', async ({ page }) => {
  const home = new ContentPage(page);
  await home.open('fr_FR', '/');
  await home.chromeSettled();
  await expect(home.promoBar.getByRole('tab')).toHaveCount(2);
  await expect(home.promoBar.getByRole('tabpanel')).toBeVisible();
  // evaluated rather than added as a script element, which the pages' CSP refuses (support/axe.ts does the same)
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run(context: unknown): Promise<unknown> } }).axe.run({ include: [['.sf-content-promo-bar']] }),
  );
  const violations = (results as AxeResults).violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  expect(violations).toEqual([]);
});

test('fr_FR: the announcement banner and the promo bar of the page kind and flow show on search and product pages', async ({ page }) => {
  const shell = new ContentPage(page);
  await shell.open('fr_FR', '/recherche');
  await expect(shell.announcement).toContainText('Réservez maintenant, payez en 3 ou 4 fois sans frais.');
  await expect(shell.announcement).toHaveAttribute('data-color', 'grey');
  await expect(shell.promoBar).toHaveAttribute('data-code', /-SEARCH-BOOKING$/);
  // a result leads to a hotel or stay page (product-like page kind)
  const product = await shell.main.locator('a[href*="/hotel/"], a[href*="/sejour/"]').first().getAttribute('href');
  await shell.open('fr_FR', '/recherche?flow=gifting');
  await expect(shell.announcement).toHaveAttribute('data-color', 'blue');
  await expect(shell.promoBar).toHaveAttribute('data-code', /-SEARCH-GIFTING$/);
  await shell.open('fr_FR', new URL(product ?? '', 'http://x').pathname);
  await expect(shell.announcement).toContainText('Annulation flexible');
  await expect(shell.announcement).toHaveAttribute('data-color', 'green');
  await expect(shell.promoBar).toHaveAttribute('data-code', /-PRODUCT-BOOKING$/);
});
