/**
 * The one wishlist store (issue 31 item 2, site-wide §3): a heart set on a search card survives a reload and shows on
 * the wishlist page, in its list; removed there, the card's heart is off again.
 */
import { expect, test } from '@playwright/test';
import { SearchPage } from '../../pages/search-results-page';
import { originOf } from '../../support/env';

const SITES = [
  { site: 'fr_FR', path: '/recherche?flow=booking#a=2&c=0&b=0', of: 'ma liste d’envies', stays: 'Séjours', removeButton: 'Retirer' },
  { site: 'nl_NL', path: '/zoeken?flow=booking#a=2&c=0&b=0', of: 'mijn verlanglijst', stays: 'Arrangementen', removeButton: 'Verwijderen' },
] as const;

for (const s of SITES) {
  test(`${s.site}: a heart on a search card survives a reload and shows on the wishlist page`, async ({ page }) => {
    const search = new SearchPage(page);
    await search.openResults(s.site, s.path);
    await search.resultsHeading();
    const card = search.cards.first();
    const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
    const heart = () => search.cards.first().getByRole('button', { name: new RegExp(`${s.of}$`) });
    await card.hover();
    await expect(heart()).toHaveAttribute('aria-pressed', 'false');
    await heart().click();
    await expect(heart()).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await search.ready();
    await search.resultsHeading();
    await expect(heart()).toHaveAttribute('aria-pressed', 'true');

    await page.goto(`${originOf(s.site)}/account/wishlist`);
    await search.ready();
    const stays = search.main.getByRole('region', { name: s.stays });
    await expect(stays.getByRole('link', { name: title })).toBeVisible();
    await stays.getByRole('button', { name: s.removeButton }).first().click();
    await expect(stays).toHaveCount(0);

    await page.goto(`${originOf(s.site)}${s.path}`);
    await search.ready();
    await search.resultsHeading();
    await expect(heart()).toHaveAttribute('aria-pressed', 'false');
  });
}
