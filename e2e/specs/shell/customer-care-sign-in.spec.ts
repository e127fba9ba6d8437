/**
 * Customer-care agents' verified sign-in (site-wide §6, issue 31 item 4): a forged ID token is refused and the mode
 * stays closed, its powers too (the gift rates 2-3); a token of the local development issuer opens it.
 */
import { expect, test } from '@playwright/test';
import { SITES } from '@storefront/contracts';
import { ShellPage } from '../../pages/shell-page';
import { PORT } from '../../support/env';

const CC_ORIGIN = `http://cc.${SITES.fr_FR.localHost}:${PORT}`;
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

test('customer-care mode: refused with a forged token, opened with a locally issued one', async ({ page }) => {
  const shell = new ShellPage(page);
  await page.goto(`${CC_ORIGIN}/recherche`);
  await shell.ready();
  await expect(shell.main).toHaveAttribute('data-page-kind', 'customerCareLogin');

  // a forged token (unsigned, claiming the right issuer, audience and domain) and a made-up session cookie
  const now = Math.floor(Date.now() / 1000);
  const forged = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ iss: 'https://development-issuer.storefront.invalid', aud: 'storefront-development-client', email: 'mallory@customer-care.test', email_verified: true, hd: 'customer-care.test', iat: now, exp: now + 600 })}.`;
  // posted from the page, as the sign-in button does (*.localhost hosts resolve in the browser only)
  const refused = await page.evaluate(
    async (idToken) => (await fetch('/gateway/customer-care/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ idToken }) })).status,
    forged,
  );
  expect(refused).toBe(401);
  await page.context().addCookies([{ name: 'sf_agent', value: 'made-up-session', url: CC_ORIGIN }]);
  await page.reload();
  await shell.ready();
  await expect(shell.main).toHaveAttribute('data-page-kind', 'customerCareLogin');
  const rates = () =>
    page.evaluate(async () => {
      const offer = (await (await fetch('/gateway/single-vouchers/100015/price-list')).json()) as { priceList: { sellPrices: Record<string, number> }[] };
      return Object.keys(offer.priceList[0]?.sellPrices ?? {});
    });
  expect(await rates()).toEqual(['1']);

  await shell.signInAsAgent();
  await expect(shell.remote('mf_search/spa')).toBeVisible();
  await expect(shell.header).toContainText('Mode service client');
  const session = (await page.context().cookies(CC_ORIGIN)).find((c) => c.name === 'sf_agent');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('sf_agent');
  expect((await rates()).length).toBeGreaterThan(1);
});
