/**
 * Page object of mf-checkout's pages: the booking summary and the steps of /checkout, the confirmation page.
 * Role-based locators, in the site's words given by the spec.
 */
import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { SITES, type Language, type SiteCode } from '@storefront/contracts';
import { BasePage } from './base-page';
import { PORT } from '../support/env';

/**
 * A two-night stay of an offer for one test: the `slot`-th bookable check-in from a week ahead (phone and desktop
 * projects take different ones). Orders hold and take rooms: tests paying on the same dates would sell them out.
 */
export async function stayDatesFor(request: APIRequestContext, testInfo: TestInfo, site: SiteCode, offerId: number, slot: number): Promise<{ checkin: string; checkout: string }> {
  const res = await request.get(`http://localhost:${PORT}/api/weekend/${offerId}/availabilities.json?locale=${site}&nights=2&adult=2&child=0&baby=0&length=12`);
  expect(res.ok()).toBeTruthy();
  const { days } = (await res.json()) as { days: { day: string; available: boolean; price: number | null }[] };
  const soon = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const open = days.filter((d) => d.available && d.price !== null && d.day >= soon).map((d) => d.day).sort();
  // the first bookable day is left to the specs that only read (bookableDates)
  const checkin = open[(slot + 1) * 3 + (testInfo.project.name === 'phone' ? 0 : 1)];
  expect(checkin, `bookable check-in number ${slot} of offer ${offerId}`).toBeTruthy();
  const checkout = new Date(Date.parse(`${checkin}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
  return { checkin: checkin!, checkout };
}

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

const LABELS_BY_LANGUAGE: Record<Language, BuyerLabels> = {
  fr: { email: 'E-mail', firstName: 'Prénom', lastName: 'Nom', phone: 'Téléphone', address: 'Adresse', postalCode: 'Code postal', city: 'Ville', continue: 'Continuer vers le paiement' },
  nl: { email: 'E-mailadres', firstName: 'Voornaam', lastName: 'Achternaam', phone: 'Telefoonnummer', address: 'Adres', postalCode: 'Postcode', city: 'Plaats', continue: 'Verder naar betalen' },
  es: { email: 'Correo electrónico', firstName: 'Nombre', lastName: 'Apellidos', phone: 'Teléfono', address: 'Dirección', postalCode: 'Código postal', city: 'Ciudad', continue: 'Continuar al pago' },
  it: { email: 'E-mail', firstName: 'Nome', lastName: 'Cognome', phone: 'Telefono', address: 'Indirizzo', postalCode: 'CAP', city: 'Città', continue: 'Continua al pagamento' },
};

/** The form's labels on each site (its language's). */
export const BUYER_LABELS: Partial<Record<SiteCode, BuyerLabels>> = Object.fromEntries(Object.values(SITES).map((s) => [s.code, LABELS_BY_LANGUAGE[s.language]]));

/**
 * A buyer of each site as a visitor of its country types it: the civility in the site's language, the phone and the
 * postal code in the country's national formats (@storefront/buyer checks them in the form and in the API).
 */
export const SITE_BUYERS: Record<SiteCode, Omit<BuyerInput, 'email' | 'firstName' | 'lastName'>> = {
  fr_FR: { civility: 'Mme', phone: '06 12 34 56 78', address: '12 rue de la Paix', postalCode: '75002', city: 'Paris' },
  es_ES: { civility: 'Sra.', phone: '612 34 56 78', address: 'Calle Mayor 1', postalCode: '28013', city: 'Madrid' },
  fr_BE: { civility: 'Mme', phone: '02 512 34 56', address: 'Rue Neuve 1', postalCode: '1000', city: 'Bruxelles' },
  nl_BE: { civility: 'Mevr.', phone: '0470 12 34 56', address: 'Nieuwstraat 1', postalCode: '1000', city: 'Brussel' },
  nl_NL: { civility: 'Mevr.', phone: '06 12345678', address: 'Damrak 1', postalCode: '1012 LG', city: 'Amsterdam' },
  it_IT: { civility: 'Sig.ra', phone: '347 123 4567', address: 'Via Roma 1', postalCode: '20121', city: 'Milano' },
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

  /** Declines the insurance when the offer has one (the choice is required before paying). */
  async declineInsurance(name: RegExp): Promise<void> {
    const choice = this.root.getByRole('radio', { name });
    // the pay button is enabled once the server priced the order and said whether it offers insurance
    await expect(this.payButton).toBeEnabled({ timeout: 15_000 });
    await this.optionsShown();
    if (await choice.count()) await choice.check();
  }

  /** The options step is shown: a chunk of its own (the insurance question and the codes), it may come after the price. */
  async optionsShown(): Promise<void> {
    await expect(this.root.locator('input[name="promotionCode"]')).toBeVisible({ timeout: 15_000 });
  }

  /** The pay button once the server priced the order ('Payer 150,00 €', 'Betaal € 150,00', 'Paga 150,00 €', 'Pagar 150,00 €'). */
  get payButton(): Locator {
    return this.root.getByRole('button', { name: /^(Payer|Betaal|Paga|Pagar) (€\s)?\d/ });
  }

  /** The order this tab made: its uuid and secret (kept in sessionStorage for the confirmation page). */
  async orderSecret(orderUUID: string): Promise<string | null> {
    return this.page.evaluate((uuid) => window.sessionStorage.getItem(`sf-checkout-secret:${uuid}`), orderUUID);
  }

  /** Chooses the PSP test method that succeeds, pays, and waits for the confirmation page: the order's uuid. */
  async payAndConfirm(method: string): Promise<string> {
    await expect(this.payButton).toBeVisible({ timeout: 15_000 });
    await this.root.getByRole('radio', { name: method }).check();
    await this.payButton.click();
    await expect(this.page).toHaveURL(/\/confirmation\/[0-9a-f-]{36}\?status=success/, { timeout: 20_000 });
    return new URL(this.page.url()).pathname.split('/').pop()!;
  }

  /** The order as the database holds it, read over HTTP with the secret this tab kept. */
  async storedOrder<T>(request: APIRequestContext, orderUUID: string): Promise<T> {
    const secret = await this.orderSecret(orderUUID);
    const res = await request.get(`http://localhost:${PORT}/gateway/purchase/orders/${orderUUID}?secret=${secret}`);
    expect(res.ok()).toBeTruthy();
    return (await res.json()) as T;
  }

  async hash(): Promise<string> {
    return this.page.evaluate(() => window.location.hash.replace(/^#/, ''));
  }
}
