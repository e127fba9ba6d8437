/**
 * Page object of mf-checkout's pages: the booking summary and the steps of /checkout, the confirmation page.
 * Role-based locators, in the site's words given by the spec.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { SiteCode } from '@storefront/contracts';
import { BasePage } from './base-page';

/** A buyer as typed in the form. */
export interface BuyerInput {
  email: string;
  civility: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  postalCode: string;
  city: string;
}

/** The form's labels in a site's language. */
export interface BuyerLabels {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  postalCode: string;
  city: string;
  continue: string;
}

export const BUYER_LABELS: Partial<Record<SiteCode, BuyerLabels>> = {
  fr_FR: { email: 'E-mail', firstName: 'Prénom', lastName: 'Nom', phone: 'Téléphone', address: 'Adresse', postalCode: 'Code postal', city: 'Ville', continue: 'Continuer vers le paiement' },
  nl_BE: { email: 'E-mailadres', firstName: 'Voornaam', lastName: 'Achternaam', phone: 'Telefoonnummer', address: 'Adres', postalCode: 'Postcode', city: 'Plaats', continue: 'Verder naar betalen' },
};

export class CheckoutPage extends BasePage {
  constructor(page: Page) {
    super(page);
  }

  get root(): Locator {
    return this.main.locator('.sf-checkout');
  }
  get title(): Locator {
    return this.root.getByRole('heading', { level: 1 });
  }
  get summary(): Locator {
    return this.root.locator('.sf-checkout-summary');
  }
  get total(): Locator {
    return this.root.getByTestId('total');
  }
  get alert(): Locator {
    return this.root.getByRole('alert');
  }

  /** The booking summary is shown with its server price. */
  async summaryShown(): Promise<void> {
    await expect(this.total).toBeVisible({ timeout: 15_000 });
  }

  field(label: string): Locator {
    return this.root.getByLabel(label, { exact: true });
  }

  async fillBuyer(labels: BuyerLabels, buyer: BuyerInput): Promise<void> {
    await this.field(labels.email).fill(buyer.email);
    await this.root.getByRole('radio', { name: buyer.civility, exact: true }).check();
    await this.field(labels.firstName).fill(buyer.firstName);
    await this.field(labels.lastName).fill(buyer.lastName);
    await this.field(labels.phone).fill(buyer.phone);
    await this.field(labels.address).fill(buyer.address);
    await this.field(labels.postalCode).fill(buyer.postalCode);
    await this.field(labels.city).fill(buyer.city);
  }

  async hash(): Promise<string> {
    return this.page.evaluate(() => window.location.hash.replace(/^#/, ''));
  }
}
