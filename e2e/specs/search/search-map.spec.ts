/**
 * The map opens on demand (maplibre loaded only then); a marker click makes it active, a map click clears it;
 * 'Search in this area' runs a location search.
 */
import { expect, test } from '@playwright/test';
import { SearchPage } from '../../pages/search-results-page';

// WebGL in headless Chromium goes through SwiftShader
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--enable-unsafe-swiftshader', '--use-angle=swiftshader', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  },
});

test('open the map and search in this area', async ({ page }) => {
  const mapRequests: string[] = [];
  page.on('request', (r) => {
    if (/maplibre|map\.[0-9a-f]+\.js/.test(r.url())) mapRequests.push(r.url());
  });
  const search = new SearchPage(page);
  await search.openResults('fr_FR', '/recherche?flow=booking#a=2&c=0&b=0&city=10001');
  await search.resultsHeading();
  expect(mapRequests).toEqual([]);

  await page.getByRole('button', { name: 'Carte', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Carte des offres' });
  await expect(dialog).toBeVisible();
  const canvas = dialog.getByTestId('map-canvas');
  await expect(canvas.locator('canvas')).toBeVisible();
  expect(mapRequests.length).toBeGreaterThan(0);
  const marker = dialog.locator('.sf-search-marker').first();
  await expect(marker).toBeVisible();
  await marker.click();
  await expect(marker).toHaveAttribute('aria-pressed', 'true');
  // clicking the map (away from the markers and controls) clears the selection
  const area = (await dialog.getByTestId('map-canvas').boundingBox())!;
  const markerBoxes = await dialog.locator('.sf-search-marker').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
  const spot = [
    [0.1, 0.9],
    [0.9, 0.9],
    [0.1, 0.5],
    [0.5, 0.9],
  ]
    .map(([fx, fy]) => ({ x: area.x + area.width * fx!, y: area.y + area.height * fy! }))
    .find(({ x, y }) => markerBoxes.every((b) => x < b.left - 8 || x > b.right + 8 || y < b.top - 8 || y > b.bottom + 8))!;
  await page.mouse.click(spot.x, spot.y);
  await expect(marker).toHaveAttribute('aria-pressed', 'false');

  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2 - 60, { steps: 8 });
  await page.mouse.up();
  await dialog.getByRole('button', { name: 'Rechercher dans cette zone' }).click();
  await expect.poll(() => search.hash()).toMatch(/lat=[-\d.]+&lng=[-\d.]+/);
  const hash = await search.hash();
  expect(hash).toMatch(/distanceMin=0&distanceMax=\d+/);
  expect(hash).not.toContain('city=');
  await search.resultsHeading();
});
