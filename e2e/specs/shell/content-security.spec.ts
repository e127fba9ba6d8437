/**
 * The pages' Content-Security-Policy (docs/decisions/0065) lets the storefront run: every page kind, the map (its
 * worker) and client-side navigation load with no violation, seen in the page (securitypolicyviolation events) or
 * sent to the report endpoint; and an injected script is refused and reported.
 */
import { expect, test, type Page } from '@playwright/test';
import { SITES, type SiteCode } from '@storefront/contracts';
import { BasePage } from '../../pages/base-page';
import { SearchPage } from '../../pages/search-results-page';
import { PORT } from '../../support/env';

// WebGL for the map: in headless Chromium it goes through SwiftShader
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--enable-unsafe-swiftshader', '--use-angle=swiftshader', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  },
});

const PAGES: { name: string; site: SiteCode; path: string; shows: string }[] = [
  { name: 'homepage', site: 'fr_FR', path: '/', shows: '.sf-content-jumbotron' },
  { name: 'search results', site: 'es_ES', path: '/buscar', shows: '[data-testid="offer-card"]' },
  { name: 'keyword page', site: 'fr_FR', path: '/ville/paris', shows: 'h1' },
  { name: 'hotel page', site: 'nl_NL', path: '/hotel/1048', shows: 'h1' },
  { name: 'stay offer page', site: 'it_IT', path: '/soggiorno/100227', shows: 'h1' },
  { name: 'activity page', site: 'fr_FR', path: '/activite/700010', shows: 'h1' },
  { name: 'gift card page', site: 'fr_FR', path: '/giftcard/customization', shows: 'h1' },
  { name: 'checkout link without a stay', site: 'fr_FR', path: '/checkout', shows: 'h1' },
  { name: 'contact page', site: 'fr_BE', path: '/fr/contact', shows: 'h1' },
  { name: 'static content page', site: 'nl_BE', path: '/nl/info/gegevensbescherming', shows: 'h1' },
  { name: 'partner mini-site', site: 'fr_FR', path: '/cse-avantages', shows: '[data-minisite-id]' },
  { name: 'not-found page', site: 'es_ES', path: '/pagina-desconocida/x', shows: 'h1' },
];

/** Every violation the page sees or reports, from before its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = [];
  // reports are the browser's requests, not the page's: seen on the context
  page.context().on('request', (request) => {
    if (request.url().includes('/gateway/csp-reports')) reported.push(`reported: ${request.postData() ?? ''}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`));
  });
  return async () => {
    const seen = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    return [...seen, ...reported];
  };
}

for (const { name, site, path, shows } of PAGES) {
  test(`${site} ${name}: loads with no CSP violation`, async ({ page }) => {
    const violations = await watchViolations(page);
    const base = new BasePage(page);
    const response = await page.goto(`http://${SITES[site].localHost}:${PORT}${path}`);
    const csp = response!.headers()['content-security-policy'];
    expect(csp).toMatch(/script-src 'self'[^;]* 'nonce-[^']+'/);
    expect(csp).toContain("frame-ancestors 'self'");
    await base.ready();
    await expect(base.main.locator(shows).first()).toBeVisible({ timeout: 15_000 });
    await base.chromeSettled();
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });
}

test('fr_FR customer-care mode: the signed-in agent block, with no CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const base = new BasePage(page);
  await page.goto(`http://cc.${SITES.fr_FR.localHost}:${PORT}/sejour/100015`);
  await base.ready();
  // the development issuer's sign-in, as an agent does it (the page, then the verified session)
  await base.signInAsAgent();
  await expect(base.main.getByTestId('customer-care-block')).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test.describe('the map', () => {
  test('fr_FR search: the map (maplibre and its worker) and a client-side navigation, with no CSP violation', async ({ page }) => {
    const violations = await watchViolations(page);
    const search = new SearchPage(page);
    await search.openResults('fr_FR', '/recherche?flow=booking#a=2&c=0&b=0&city=10001');
    await search.resultsHeading();
    await page.getByRole('button', { name: 'Carte', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Carte des offres' });
    await expect(dialog.locator('.sf-search-marker').first()).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // another remote's page, reached without a reload
    await page.locator('#sf-main a[href*="/sejour/"]').first().click();
    await expect(page.locator('#sf-main h1')).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });
});

test('an injected inline script is refused and reported', async ({ page }) => {
  const violations = await watchViolations(page);
  const base = new BasePage(page);
  await base.open('fr_FR', '/');
  const ran = await page.evaluate(() => {
    (window as unknown as { __injected?: boolean }).__injected = false;
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true';
    document.body.append(s);
    return (window as unknown as { __injected?: boolean }).__injected;
  });
  expect(ran).toBe(false);
  await expect.poll(violations, { timeout: 10_000 }).toEqual(expect.arrayContaining([expect.stringMatching(/^script-src-elem blocked inline/), expect.stringMatching(/^reported: .*script-src/)]));
});
