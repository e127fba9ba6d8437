/**
 * A gift box's page (mf-gift, issue #30 §2, product-and-purchase §2.5, §4) on the real storefront, phone and
 * desktop, in two sites: the stays it covers arrive by pages of 8 as the row's loader comes into view, as the API
 * pages them; the map's points and the maplibre chunk load only when the map opens; the four-step how-it-works and
 * the validity of a year and a half show. Axe finds no WCAG 2.2 AA violation, the map open included.
 */
import { expect, test } from '@playwright/test';
import { axeViolations } from '../../support/axe';
import { PORT, originOf } from '../../support/env';

const WORDS = {
  fr_FR: { gift: 'cadeau', map: 'Voir les séjours sur la carte', mapTitle: 'Carte des séjours du coffret', validity: 'Valable 18 mois (un an et demi).' },
  es_ES: { gift: 'regalo', map: 'Ver las estancias en el mapa', mapTitle: 'Mapa de las estancias de la caja', validity: 'Válida 18 meses (un año y medio).' },
} as const;

for (const site of ['fr_FR', 'es_ES'] as const) {
  const w = WORDS[site];

  test(`${site}: a box's stays by pages of 8, its map on open, how it works and validity`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const boxes = (await (await request.get(`http://localhost:${PORT}/gateway/boxes/search?locale=${site}`)).json()) as { boxes: { code: string; slug: string; offerCount: number }[] };
    const box = boxes.boxes.find((b) => b.code.endsWith('EBOX') && b.offerCount > 8)!;
    expect(box, 'a box with more than 8 stays').toBeDefined();
    const firstPage = (await (await request.get(`http://localhost:${PORT}/gateway/boxes/${box.code}/offers?locale=${site}&page=0&limit=8`)).json()) as { exactMatch: { label: string }[] };

    const mapChunks: string[] = [];
    page.on('request', (r) => /box-map|performMapSearch/.test(r.url()) && mapChunks.push(r.url()));
    await page.goto(`${originOf(site)}/${w.gift}/p/${box.slug}/${box.code}`);
    await expect(page.getByTestId('box-price')).toBeVisible({ timeout: 20_000 });

    const row = page.getByTestId('box-stays');
    await row.scrollIntoViewIfNeeded();
    // the first page is the API's page 0, in its order
    await expect(row.locator('.sf-gift-stay__title').first()).toHaveText(firstPage.exactMatch[0]!.label, { timeout: 15_000 });
    await expect(row.locator('.sf-gift-stay')).toHaveCount(Math.min(8, box.offerCount));
    // the loader at the end of the row brings the next page
    await row.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(row.locator('.sf-gift-stay')).toHaveCount(Math.min(16, box.offerCount), { timeout: 15_000 });

    await expect(page.locator('.sf-gift-how__steps li')).toHaveCount(4);
    await expect(page.getByText(w.validity)).toBeVisible();

    expect(mapChunks).toEqual([]);
    await page.getByRole('button', { name: w.map }).click();
    const dialog = page.getByRole('dialog', { name: w.mapTitle });
    await expect(dialog.getByTestId('box-map').locator('canvas')).toBeVisible({ timeout: 20_000 });
    expect(mapChunks.some((u) => u.includes('performMapSearch=true'))).toBe(true);
    expect(mapChunks.some((u) => u.includes('box-map'))).toBe(true);
    await expect(dialog.locator('.sf-gift-map__pin').first()).toBeAttached();
    expect(await axeViolations(page)).toEqual([]);
  });
}
