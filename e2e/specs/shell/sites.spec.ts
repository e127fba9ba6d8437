/** Each site's home page and 404 page, at phone and desktop widths: language, chrome, localized copy, robots. */
import { expect, test } from '@playwright/test';
import { SITE_CODES, SITES, type SiteCode } from '@storefront/contracts';
import { ShellPage } from '../../pages/shell-page';
import { originOf } from '../../support/env';

/** Localized copy the shell must show (rating line, 404 title and error code). */
const COPY: Record<SiteCode, { rating: string; oops: string; errorCode: string; home: string }> = {
  fr_FR: { rating: '4,5/5 sur la base de 4146 avis', oops: 'Oups !', errorCode: 'Code d’erreur : 404', home: 'Retour à l’accueil' },
  fr_BE: { rating: '4,5/5 sur la base de 4146 avis', oops: 'Oups !', errorCode: 'Code d’erreur : 404', home: 'Retour à l’accueil' },
  es_ES: { rating: '4,5/5 según 4146 opiniones', oops: '¡Vaya!', errorCode: 'Código de error: 404', home: 'Volver al inicio' },
  nl_NL: { rating: '4,5/5 op basis van 4146 beoordelingen', oops: 'Oeps!', errorCode: 'Foutcode: 404', home: 'Terug naar de homepage' },
  nl_BE: { rating: '4,5/5 op basis van 4146 beoordelingen', oops: 'Oeps!', errorCode: 'Foutcode: 404', home: 'Terug naar de homepage' },
  it_IT: { rating: '4,5/5 su 4146 recensioni', oops: 'Ops!', errorCode: 'Codice di errore: 404', home: 'Torna alla home' },
};

for (const site of SITE_CODES) {
  const home = SITES[site].basePath || '/';

  test(`${site}: home page in its language with header, footer and head tags`, async ({ page }) => {
    const shell = new ShellPage(page);
    const response = await page.goto(`${originOf(site)}${home}`);
    expect(response?.status()).toBe(200);
    await shell.ready();
    expect(await shell.htmlLang()).toBe(SITES[site].htmlLang);
    await expect(shell.footer).toContainText(COPY[site].rating);
    await expect(shell.main).toHaveAttribute('data-page-kind', 'home');
    await expect(shell.remote('mf_content/spa')).toBeVisible();
    expect(await shell.robots()).toBe('noindex, nofollow');
    expect(await shell.canonical()).toBe(`${originOf(site)}${home}`);
    const alternates = await shell.alternates();
    expect(alternates['x-default']).toBe(`${originOf('fr_FR')}/`);
    expect(Object.keys(alternates)).toHaveLength(7);
    // the language selector only where the country has two languages
    await expect(shell.languageSelector).toHaveCount(SITES[site].country === 'BE' ? 1 : 0);
  });

  test(`${site}: 404 page with its error code, a way home, noindex, follow`, async ({ page }) => {
    const shell = new ShellPage(page);
    const response = await page.goto(`${originOf(site)}${SITES[site].basePath}/this-page-does-not-exist/at/all`);
    expect(response?.status()).toBe(404);
    await shell.ready();
    expect(await shell.htmlLang()).toBe(SITES[site].htmlLang);
    await expect(shell.notFoundTitle).toHaveText(COPY[site].oops);
    await expect(shell.notFound).toContainText(COPY[site].errorCode);
    await expect(shell.notFound.getByRole('link', { name: COPY[site].home })).toHaveAttribute('href', SITES[site].basePath || '/');
    await expect(shell.notFound.getByRole('search')).toBeVisible();
    await expect(shell.footer).toContainText(COPY[site].rating);
    expect(await shell.robots()).toBe('noindex, follow');
  });
}
