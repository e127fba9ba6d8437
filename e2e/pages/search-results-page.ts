/**
 * Page object of the mf-search results page (search.md): the search bar (inline on desktop, a full-screen modal
 * on phones), the calendar, travellers, filters, sort, results grid, pagination, map and flow tabs.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { SiteCode } from '@storefront/contracts';
import { BasePage } from './base-page';

export class SearchPage extends BasePage {
  constructor(page: Page) {
    super(page);
  }

  get isPhone(): boolean {
    return (this.page.viewportSize()?.width ?? 1280) < 600;
  }

  get root(): Locator {
    return this.page.locator('.sf-search').first();
  }

  /** Opens the results page of a site: the search path with an optional query and hash. */
  async openResults(site: SiteCode, path: string): Promise<void> {
    await this.open(site, path);
    await expect(this.heading).toBeVisible();
  }

  get heading(): Locator {
    return this.page.locator('h1.sf-search-heading');
  }

  /** Waits until the results are loaded and returns the heading text. */
  async resultsHeading(): Promise<string> {
    await expect(this.page.locator('.sf-search-card--skeleton')).toHaveCount(0);
    return (await this.heading.textContent()) ?? '';
  }

  get cards(): Locator {
    return this.page.getByTestId('offer-card');
  }

  /** The titles of the result cards (each a plain link to its offer). */
  get cardTitles(): Locator {
    return this.page.locator('.sf-search-grid .sf-search-card__title');
  }

  /** Sorts the results (`priceAsc`...): the sort drawer of the bottom bar on phones, the select beside the count on desktop. */
  async sortBy(key: string): Promise<void> {
    if (this.isPhone) {
      await this.page.getByRole('button', { name: /^(Trier|Ordina|Ordenar|Sorteren)$/ }).click();
      await this.page.locator(`.sf-search-sort-drawer input[value="${key}"]`).click();
      return;
    }
    await this.page.locator('.sf-search-sort select').selectOption(key);
  }

  /** The search form: on phones it opens in a modal first. */
  async searchForm(): Promise<Locator> {
    if (this.isPhone) {
      const dialog = this.page.getByRole('dialog');
      if (!(await dialog.isVisible().catch(() => false))) await this.page.locator('.sf-search-bar__summary').click();
      await expect(dialog).toBeVisible();
      return dialog;
    }
    return this.page.getByRole('search');
  }

  /** Types a destination and chooses the first suggestion with the keyboard. */
  async chooseDestination(term: string, label: string): Promise<void> {
    const form = await this.searchForm();
    const input = form.getByRole('combobox', { name: /^(Destination|Bestemming|Destino|Destinazione)$/ });
    await input.click();
    await input.fill(term);
    await expect(form.getByRole('option', { name: new RegExp(`^${label}`) }).first()).toBeVisible();
    await input.press('ArrowDown');
    await input.press('Enter');
    await expect(input).toHaveValue(label);
  }

  /** Opens the calendar and chooses check-in and check-out with the keyboard only, `from` and `nights` days ahead. */
  async chooseDatesWithKeyboard(daysAhead: number, nights: number): Promise<void> {
    const form = await this.searchForm();
    const datesButton = form.getByTestId('dates-field');
    await datesButton.focus();
    await this.page.keyboard.press('Enter');
    const grid = this.page.getByRole('grid').first();
    await expect(grid).toBeVisible();
    // focus goes to the day with the roving tab stop
    await this.page.locator('button[data-day][tabindex="0"]').first().focus();
    for (let i = 0; i < daysAhead; i++) await this.page.keyboard.press('ArrowRight');
    await this.page.keyboard.press('Enter');
    for (let i = 0; i < nights; i++) await this.page.keyboard.press('ArrowRight');
    await this.page.keyboard.press('Enter');
    await expect(this.page.locator('.sf-search-calendar')).toHaveCount(0, { timeout: 5000 });
  }

  async addChild(): Promise<void> {
    const form = await this.searchForm();
    const add = form.getByRole('button', { name: /(Ajouter|Toevoegen|Añadir|Aggiungi).*(Enfants|Kinderen|Niños|Bambini)/ });
    if (this.isPhone) {
      await add.click();
      return;
    }
    await form.getByRole('button', { name: /voyageur|reiziger|viajero|viaggiator/i }).click();
    await add.click();
    await this.page.keyboard.press('Escape');
  }

  async submitSearch(): Promise<void> {
    const form = await this.searchForm();
    await form.getByRole('button', { name: /^(Rechercher|Zoeken|Buscar|Cerca)$/ }).click();
  }

  hash(): Promise<string> {
    return this.page.evaluate(() => window.location.hash);
  }
  query(): Promise<string> {
    return this.page.evaluate(() => window.location.search);
  }

  /** The theme field of the search form (opens the form on phones). */
  async themeField(): Promise<Locator> {
    const form = await this.searchForm();
    return form.getByRole('combobox', { name: /^(Thème|Tema|Thema)$/ });
  }

  /** The SEO text and suggestion links under the results. */
  get seoSection(): Locator {
    return this.page.locator('section.sf-search-seo');
  }
}
