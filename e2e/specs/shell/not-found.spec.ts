/** The 404 page's 'Too late!' variant (the hash carries a hotelId whose hotel still has offers), and malformed URLs. */
import { expect, test } from '@playwright/test';
import { ShellPage } from '../../pages/shell-page';
import { originOf } from '../../support/env';

test('an expired offer link shows Too late! and the hotel’s other offers', async ({ page, request }) => {
  const search = await request.get('/api/offers.json?limit=1&locale=fr_FR');
  expect(search.ok()).toBe(true);
  const card = (await search.json()).exactMatch[0] as { hotel: { id: number; label: string } };
  const shell = new ShellPage(page);
  const response = await page.goto(`${originOf('fr_FR')}/sejour-expire/ancienne-offre#hotelId=${card.hotel.id}`);
  expect(response?.status()).toBe(404);
  await expect(shell.notFoundTitle).toHaveText('Trop tard !');
  await expect(shell.notFound).toContainText('Cette offre a expiré... Heureusement, nous avons d’autres séjours à vous proposer.');
  await expect(shell.notFound.getByRole('heading', { level: 2, name: `Autre offre à ${card.hotel.label}` })).toBeVisible();
  await expect(shell.notFound.locator('.sf-offers li')).not.toHaveCount(0);
  expect(await shell.robots()).toBe('noindex, follow');
});

test('a hotelId without offers keeps the plain 404', async ({ page }) => {
  const shell = new ShellPage(page);
  await page.goto(`${originOf('es_ES')}/no-existe#hotelId=999999999`);
  await expect(shell.notFoundTitle).toHaveText('¡Vaya!');
});

test('a malformed percent-encoding in a page or API path answers a clear 400, never a 5xx', async ({ request }) => {
  for (const url of ['/sejour/%E0%A4%A', '/api/weekend/%E0%A4%A/detail.json']) {
    const res = await request.get(url);
    expect(res.status()).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'BAD_URL', fields: [{ field: 'url' }] } });
  }
});
