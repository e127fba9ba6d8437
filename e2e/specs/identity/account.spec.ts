/**
 * Customer accounts (issue 31 item 1): an anonymous visitor's wishlist is merged into the account at sign-in by an
 * e-mailed one-time code (read from the development outbox), the same list shows on another device, and its
 * read-only share link opens in a browser that is not signed in.
 */
import { expect, test, type Page } from '@playwright/test';
import { SearchPage } from '../../pages/search-results-page';
import { PORT, originOf } from '../../support/env';

/** The latest sign-in code e-mailed to `email` (the development outbox page, as its recipient would read it). */
async function latestCode(page: Page, email: string): Promise<string> {
  const api = `http://localhost:${PORT}`;
  const list = await (await page.request.get(`${api}/gateway/dev/outbox`)).text();
  const id = new RegExp(`/gateway/dev/outbox/(\\d+)">\\d+</a></td><td>${email.replace(/[.+]/g, '\\$&')}</td>`).exec(list)?.[1];
  expect(id).toBeTruthy();
  const message = await (await page.request.get(`${api}/gateway/dev/outbox/${id}`)).text();
  return /\b(\d{6})\b/.exec(message)![1]!;
}

async function signIn(page: Page, email: string, origin: string): Promise<void> {
  await page.goto(`${originOf('fr_FR')}/account/signin?origin=${encodeURIComponent(origin)}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Recevoir mon code' }).click();
  const code = page.getByLabel('Code à 6 chiffres');
  await expect(code).toBeVisible();
  await code.fill(await latestCode(page, email));
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(`${originOf('fr_FR')}${origin}`);
}

test("an anonymous wishlist is merged at sign-in, shows on another device, and is shared read-only", async ({ page, browser }, info) => {
  const email = `merge-${info.project.name}-${Date.now()}@example.fr`;
  const search = new SearchPage(page);
  await search.openResults('fr_FR', '/recherche?flow=booking#a=2&c=0&b=0');
  await search.resultsHeading();
  const card = search.cards.first();
  const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
  await card.hover();
  await card.getByRole('button', { name: /ma liste d’envies$/ }).click();

  await signIn(page, email, '/account/wishlist');
  await expect(search.main.getByRole('region', { name: 'Séjours' }).getByRole('link', { name: title })).toBeVisible();
  const session = (await page.context().cookies(originOf('fr_FR'))).find((c) => c.name === 'sf_session');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

  // another device: an empty browser, the same account
  const other = await browser.newContext();
  const phone = await other.newPage();
  await signIn(phone, email, '/account/wishlist');
  await expect(phone.locator('#sf-main').getByRole('region', { name: 'Séjours' }).getByRole('link', { name: title })).toBeVisible();
  await other.close();

  await search.main.getByRole('button', { name: 'Partager ma liste' }).click();
  const link = await search.main.getByLabel('Lien à partager (lecture seule) :').inputValue();
  expect(link).toMatch(/\/account\/wishlist\?shared=[\w-]+$/);
  const stranger = await browser.newContext();
  const friend = await stranger.newPage();
  await friend.goto(link);
  const shared = friend.locator('#sf-main');
  await expect(shared.getByRole('heading', { level: 1 })).toHaveText('Liste d’envies partagée');
  await expect(shared.getByRole('link', { name: title })).toBeVisible();
  await expect(shared.getByRole('button')).toHaveCount(0);
  await stranger.close();
});
