/**
 * Customer accounts (issue 31 item 1): an anonymous visitor's wishlist is merged into the account at sign-in by an
 * e-mailed one-time code (read from the development outbox), the same list shows on another device, and its
 * read-only share link opens in a browser that is not signed in; on two sites.
 */
import { expect, test } from '@playwright/test';
import { SearchPage } from '../../pages/search-results-page';
import { signIn } from '../../support/account';
import { originOf } from '../../support/env';

const SITES = [
  { site: 'fr_FR', search: '/recherche?flow=booking#a=2&c=0&b=0', heart: /ma liste d’envies$/, stays: 'Séjours', share: 'Partager ma liste', shareLink: 'Lien à partager (lecture seule) :', sharedTitle: 'Liste d’envies partagée' },
  { site: 'it_IT', search: '/ricerca?flow=booking#a=2&c=0&b=0', heart: /mia lista dei desideri$/, stays: 'Soggiorni', share: 'Condividi la mia lista', shareLink: 'Link da condividere (sola lettura):', sharedTitle: 'Lista dei desideri condivisa' },
] as const;

for (const s of SITES) {
  test(`${s.site}: an anonymous wishlist is merged at sign-in, shows on another device, and is shared read-only`, async ({ page, browser }, info) => {
    const email = `merge-${s.site.toLowerCase()}-${info.project.name}-${Date.now()}@example.fr`;
    const search = new SearchPage(page);
    await search.openResults(s.site, s.search);
    await search.resultsHeading();
    const card = search.cards.first();
    const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
    await card.hover();
    await card.getByRole('button', { name: s.heart }).click();

    await signIn(page, email, '/account/wishlist', s.site);
    await expect(search.main.getByRole('region', { name: s.stays }).getByRole('link', { name: title })).toBeVisible();
    const session = (await page.context().cookies(originOf(s.site))).find((c) => c.name === 'sf_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    // another device: an empty browser, the same account
    const other = await browser.newContext();
    const phone = await other.newPage();
    await signIn(phone, email, '/account/wishlist', s.site);
    await expect(phone.locator('#sf-main').getByRole('region', { name: s.stays }).getByRole('link', { name: title })).toBeVisible();
    await other.close();

    await search.main.getByRole('button', { name: s.share }).click();
    const link = await search.main.getByLabel(s.shareLink).inputValue();
    expect(link).toMatch(/\/account\/wishlist\?shared=[\w-]+$/);
    const stranger = await browser.newContext();
    const friend = await stranger.newPage();
    await friend.goto(link);
    const shared = friend.locator('#sf-main');
    await expect(shared.getByRole('heading', { level: 1 })).toHaveText(s.sharedTitle);
    await expect(shared.getByRole('link', { name: title })).toBeVisible();
    await expect(shared.getByRole('button')).toHaveCount(0);
    await stranger.close();
  });
}
