/**
 * WCAG 2.2 AA on every page kind, as served to users: axe-core (its WCAG 2.0 / 2.1 / 2.2 A and AA rules and its best
 * practices, such as every part of the page inside a landmark) finds nothing to report once the page is usable, at
 * the project's width (phone and desktop), across the six sites' languages; and with the layers users open most
 * (calendar, filters, the contact form).
 */
import { expect, test } from '@playwright/test';
import { SITES, type SiteCode } from '@storefront/contracts';
import { BasePage } from '../../pages/base-page';
import { ProductPage } from '../../pages/product-page';
import { SearchPage } from '../../pages/search-results-page';
import { PORT } from '../../support/env';
import { axeViolations } from '../../support/axe';

const PAGES: { name: string; site: SiteCode; path: string; shows: string }[] = [
  { name: 'homepage', site: 'fr_FR', path: '/', shows: '.sf-content-jumbotron' },
  { name: 'search results', site: 'es_ES', path: '/buscar', shows: '[data-testid="offer-card"]' },
  { name: 'hotel page', site: 'nl_NL', path: '/hotel/1048', shows: 'h1' },
  { name: 'stay offer page', site: 'it_IT', path: '/soggiorno/100227', shows: 'h1' },
  { name: 'activity page', site: 'fr_FR', path: '/activite/700010', shows: 'h1' },
  { name: 'contact page', site: 'fr_BE', path: '/fr/contact', shows: 'h1' },
  { name: 'static content page', site: 'nl_BE', path: '/nl/info/gegevensbescherming', shows: 'h1' },
  { name: 'weekend ideas page', site: 'fr_FR', path: '/idees-week-end', shows: 'h1' },
  { name: 'partner mini-site', site: 'fr_FR', path: '/cse-avantages', shows: '[data-minisite-id]' },
  { name: 'not-found page', site: 'es_ES', path: '/pagina-desconocida/x', shows: 'h1' },
];

for (const { name, site, path, shows } of PAGES) {
  test(`${site} ${name}: axe finds no WCAG 2.2 AA violation and no part of the page outside a landmark`, async ({ page }) => {
    const base = new BasePage(page);
    await base.open(site, path);
    await expect(base.main.locator(shows).first()).toBeVisible({ timeout: 15_000 });
    await base.chromeSettled();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("fr_FR stay offer page in customer-care mode: the agent's block and its copy-link button", async ({ page }) => {
  const base = new BasePage(page);
  await page.goto(`http://cc.${SITES.fr_FR.localHost}:${PORT}/sejour/100015`);
  await base.ready();
  await base.signInAsAgent();
  await expect(base.main.getByTestId('customer-care-block').getByRole('button', { name: 'Copier le lien pour le client' })).toBeVisible({ timeout: 15_000 });
  await base.chromeSettled();
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('open layers', () => {
  test('fr_FR search: the calendar of the search form', async ({ page }) => {
    const search = new SearchPage(page);
    await search.openResults('fr_FR', '/recherche?flow=booking');
    await search.resultsHeading();
    const form = await search.searchForm();
    await form.getByTestId('dates-field').click();
    await expect(page.locator('button[data-day]').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  // calendars that show a price under the day's number: the price is beside the day's button, which says it in its
  // name (WCAG 2.5.3, decision 0055)
  test("fr_FR stay offer page: the booking calendar with each day's price", async ({ page }) => {
    const product = new ProductPage(page);
    await product.open('fr_FR', '/sejour/100015');
    await product.booking.getByRole('button', { name: /Choisir mes dates/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('.sf-ui-day__extra').first()).toBeVisible({ timeout: 20_000 });
    expect(await axeViolations(page)).toEqual([]);
  });

  test('fr_FR stay offer page in the gifting flow: the included-dates calendar with its supplements', async ({ page }) => {
    const product = new ProductPage(page);
    await product.open('fr_FR', '/sejour/100015?flow=gifting#giftAdult=2&giftNights=1');
    const section = page.getByRole('region', { name: 'Dates incluses dans le cadeau' });
    await expect(section.locator('button[data-day][data-status]').first()).toBeVisible({ timeout: 20_000 });
    await expect(section.locator('.sf-ui-day__extra').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('nl_NL search: the filters', async ({ page }) => {
    const search = new SearchPage(page);
    await search.openResults('nl_NL', '/zoeken?flow=booking');
    await search.resultsHeading();
    if (search.isPhone) {
      await page.getByRole('button', { name: /^Filteren/ }).click();
      await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    } else {
      await page.getByRole('button', { name: 'Prijs', exact: true }).click();
      await expect(page.getByRole('textbox', { name: 'Maximumprijs' })).toBeVisible();
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  test('es_ES contact: the message form with its captcha', async ({ page }) => {
    const contact = new BasePage(page);
    await contact.open('es_ES', '/contact');
    await contact.main.getByRole('button', { name: 'Déjanos un mensaje' }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Enviar' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
