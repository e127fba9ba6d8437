/**
 * Shared packages are one instance per page, whichever remotes the page starts together: the stay offer page
 * starts mf-product and mf-content's banners at once, and both must use the same @storefront/i18n, @storefront/ui,
 * @storefront/api-client and i18next (two copies would mean two event and state worlds and twice the bytes).
 * Read from the federation runtime's share scope (window.__FEDERATION__.__SHARE__).
 */
import { expect, test } from '@playwright/test';
import { PORT, originOf } from '../../support/env';

interface ShareEntry {
  from: string;
  loaded?: boolean;
  useIn: string[];
}

test('the offer page loads every shared package once, used by both remotes it starts', async ({ page, request }) => {
  const origin = originOf('fr_FR');
  const search = (await (await request.get(`http://localhost:${PORT}/api/offers.json?locale=fr_FR&limit=1`)).json()) as { exactMatch: { id: number }[] };
  const offerId = search.exactMatch[0]?.id;
  expect(offerId).toBeDefined();

  await page.goto(`${origin}/sejour/${offerId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // the banners (mf_content) start once the page content is in: wait until they have rendered
  await expect(page.locator('#sf-banners [data-remote-content] > *').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const scope = await page.evaluate(() => {
    const shares = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>> } }).__FEDERATION__.__SHARE__;
    const out: Record<string, ShareEntry[]> = {};
    for (const scopes of Object.values(shares)) {
      for (const [name, versions] of Object.entries(scopes.default ?? {})) {
        out[name] = [...(out[name] ?? []), ...Object.values(versions).filter((v) => v.loaded)];
      }
    }
    return out;
  });

  for (const name of ['react', 'react-dom', '@storefront/event-bus', '@storefront/i18n', '@storefront/ui', '@storefront/api-client', 'i18next']) {
    const loaded = scope[name] ?? [];
    expect(loaded, `${name} is loaded once`).toHaveLength(1);
  }
  for (const name of ['@storefront/i18n', '@storefront/ui']) {
    expect(scope[name]?.[0]?.useIn, `${name} is used by both remotes`).toEqual(expect.arrayContaining(['mf_product', 'mf_content']));
  }
});
