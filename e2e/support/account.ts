/** Customer sign-in as a customer does it: the e-mailed one-time code, read from the development outbox page. */
import { expect, type Page } from '@playwright/test';
import type { SiteCode } from '@storefront/contracts';
import { PORT, originOf } from './env';

/** The sign-in page's labels in a site's language (mf-content's messages). */
export const SIGN_IN_LABELS: Partial<Record<SiteCode, { email: string; send: string; code: string; signIn: string }>> = {
  fr_FR: { email: 'E-mail', send: 'Recevoir mon code', code: 'Code à 6 chiffres', signIn: 'Se connecter' },
  it_IT: { email: 'E-mail', send: 'Ricevi il mio codice', code: 'Codice di 6 cifre', signIn: 'Accedi' },
};

/** The latest sign-in code e-mailed to `email` (the development outbox page, as its recipient would read it). */
export async function latestCode(page: Page, email: string): Promise<string> {
  const api = `http://localhost:${PORT}`;
  const list = await (await page.request.get(`${api}/gateway/dev/outbox`)).text();
  const id = new RegExp(`/gateway/dev/outbox/(\\d+)">\\d+</a></td><td>${email.replace(/[.+]/g, '\\$&')}</td>`).exec(list)?.[1];
  expect(id).toBeTruthy();
  const message = await (await page.request.get(`${api}/gateway/dev/outbox/${id}`)).text();
  return /\b(\d{6})\b/.exec(message)![1]!;
}

/** Signs in on a site's `/account/signin?origin=` and lands on the origin path. */
export async function signIn(page: Page, email: string, origin: string, site: SiteCode = 'fr_FR'): Promise<void> {
  const labels = SIGN_IN_LABELS[site]!;
  await page.goto(`${originOf(site)}/account/signin?origin=${encodeURIComponent(origin)}`);
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByRole('button', { name: labels.send }).click();
  const code = page.getByLabel(labels.code);
  await expect(code).toBeVisible();
  await code.fill(await latestCode(page, email));
  await page.getByRole('button', { name: labels.signIn, exact: true }).click();
  await expect(page).toHaveURL(`${originOf(site)}${origin}`);
}
