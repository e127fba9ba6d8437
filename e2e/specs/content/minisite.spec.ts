/**
 * Partner mini-sites: the landing shows banners, partner, legal footer; the shell fetches only the remotes of the
 * mini-site's registry, and API calls carry the mini-site id. The seeded XSS payloads in a footer never run.
 */
import { expect, test } from '@playwright/test';
import { ContentPage } from '../../pages/content-page';

test('fr_FR mini-site 360: landing, and only the registry remotes are fetched', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  const site = new ContentPage(page);
  await site.open('fr_FR', '/cse-avantages');
  await expect(site.minisite).toHaveAttribute('data-minisite-id', '360');
  await expect(site.minisite).toContainText('En partenariat avec CSE Avantages');
  await expect(site.minisite.locator('.sf-content-minisite__legal')).toContainText('108 euros pour 2 personnes');
  await expect(site.minisite.locator('.sf-content-minisite__logo')).toBeVisible();

  const registry = await page.evaluate(async () => (await fetch('/registry/development/minisite/cse-avantages')).json());
  const allowed = Object.values(registry.remotes as Record<string, string>).map((u) => u.split('/')[2]);
  const fetched = [...new Set(urls.filter((u) => u.includes('/remotes/')).map((u) => new URL(u).pathname.split('/')[2]))];
  expect(fetched.length).toBeGreaterThan(0);
  for (const folder of fetched) expect(allowed).toContain(folder);
  expect(fetched).not.toContain('mf-gift');
  // the landing's content was read by the server (its first view); the calls the browser makes under the mini-site
  // carry its id: the banners' and, once the visitor goes on to the offers, the search's
  const search = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/offers.json');
  await site.minisite.getByRole('link', { name: 'Voir les séjours' }).click();
  await search;
  await expect(page).toHaveURL(/\/cse-avantages\/recherche/);
  // (the shell's own navigation and footer calls are the shell's)
  const apiCalls = urls.filter((u) => /^\/(api|gateway|content)\//.test(new URL(u).pathname) && !/^\/api\/(cms\/(navigation|footer)|images)\b/.test(new URL(u).pathname));
  expect(apiCalls.filter((u) => u.includes('/api/offers.json')).length).toBeGreaterThan(0);
  expect(apiCalls.filter((u) => u.includes('/cms/') || u.includes('/content/')).length).toBeGreaterThan(0);
  for (const u of apiCalls) expect(new URL(u).searchParams.get('minisite'), u).toBe('360');
});

test('nl_BE mini-site 30 and fr_FR 244: localized conditions, sanitised footer', async ({ page }) => {
  const site = new ContentPage(page);
  await site.open('nl_BE', '/nl/voordeelclub');
  await expect(site.minisite).toContainText('Aanbod vanaf 75 euro voor 2 personen');
  await site.open('fr_FR', '/escapades-privees');
  await expect(site.minisite.locator('.sf-content-minisite__legal')).toContainText('75 euros pour 2 personnes');
  await expect(site.minisite.locator('.sf-content-minisite__legal script, .sf-content-minisite__legal img')).toHaveCount(0);
  expect(await site.xssCount()).toBe(0);
});
