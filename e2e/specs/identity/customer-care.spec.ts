/**
 * Customer-care agents (issue 31 item 4, site-wide §6) on two sites: a forged ID token (signed by another key, or
 * `alg: none`) is refused and the sign-in page stays; a token of the local development issuer opens the mode; the
 * block's 'Sign out' ends the session on the server and the sign-in page is back.
 */
import { expect, test } from '@playwright/test';
import { generateKeyPairSync, sign } from 'node:crypto';
import { SITES } from '@storefront/contracts';
import { ContentPage } from '../../pages/content-page';
import { PORT } from '../../support/env';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Tokens the server must refuse: right claims, but signed by a key that is not the issuer's, and unsigned. */
function forgedTokens(): string[] {
  const now = Math.floor(Date.now() / 1000);
  // the development issuer's name and audience: only its key is missing
  const claims = { iss: 'https://development-issuer.storefront.invalid', aud: 'storefront-development-client', email: 'mallory@customer-care.test', email_verified: true, hd: 'customer-care.test', iat: now, exp: now + 600 };
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const unsigned = `${base64url({ alg: 'RS256', typ: 'JWT', kid: 'forged' })}.${base64url(claims)}`;
  const forged = `${unsigned}.${sign('RSA-SHA256', Buffer.from(unsigned), privateKey).toString('base64url')}`;
  return [forged, `${base64url({ alg: 'none' })}.${base64url(claims)}.`];
}

const CC_SITES = [
  { site: 'fr_FR', path: '/recherche?flow=booking', issuerButton: 'Se connecter (émetteur local de développement)', mode: 'Mode service client', signOut: 'Se déconnecter (agent)' },
  { site: 'it_IT', path: '/ricerca?flow=booking', issuerButton: 'Accedi (emittente locale di sviluppo)', mode: 'Modalità servizio clienti', signOut: 'Esci (operatore)' },
] as const;

for (const s of CC_SITES) {
  test(`${s.site}: customer-care mode refuses forged tokens, opens with a locally issued one, and signs out`, async ({ page }) => {
    const origin = `http://cc.${SITES[s.site].localHost}:${PORT}`;
    const shell = new ContentPage(page);
    await page.goto(`${origin}${s.path}`);
    await shell.ready();
    await expect(shell.main).toHaveAttribute('data-page-kind', 'customerCareLogin');

    // posted from the page, as the sign-in button posts a token (Node does not resolve *.localhost hosts)
    for (const idToken of forgedTokens()) {
      const answer = await page.evaluate(async (token) => {
        const res = await fetch('/gateway/customer-care/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ idToken: token }) });
        return { status: res.status, code: ((await res.json()) as { error: { code: string } }).error.code };
      }, idToken);
      expect(answer).toEqual({ status: 401, code: 'INVALID_AGENT_TOKEN' });
    }
    expect((await page.context().cookies(origin)).find((c) => c.name === 'sf_agent')).toBeUndefined();
    await page.reload();
    await shell.ready();
    await expect(shell.main).toHaveAttribute('data-page-kind', 'customerCareLogin');

    await shell.signInAsAgent(s.issuerButton);
    await expect(shell.remote('mf_search/spa')).toBeVisible();
    await expect(shell.header).toContainText(s.mode);
    expect((await page.context().cookies(origin)).find((c) => c.name === 'sf_agent')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    const reloaded = page.waitForEvent('load');
    await shell.main.getByTestId('customer-care-block').getByRole('button', { name: s.signOut }).click();
    await reloaded;
    await shell.ready();
    await expect(shell.main).toHaveAttribute('data-page-kind', 'customerCareLogin');
    expect(await page.evaluate(async () => (await fetch('/gateway/customer-care/session')).status)).toBe(401);
  });
}
