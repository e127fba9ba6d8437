/**
 * Page object of mf-product (product-and-purchase.md §2.1-2.3, §2.7): the hotel page, the stay offer page with
 * its booking steps, and the activity page. Helpers ask the real API for bookable dates so journeys never
 * depend on the day they run.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { SITES, type SiteCode } from '@storefront/contracts';
import { PORT } from '../support/env';
import { BasePage } from './base-page';

export interface StayDates {
  checkin: string;
  checkout: string;
}

function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A check-in (at least a week ahead) where the offer is bookable for `nights` with each of the adult counts. */
export async function bookableDates(request: APIRequestContext, site: SiteCode, offerId: number, nights = 2, adults: number[] = [2]): Promise<StayDates> {
  const sets: Set<string>[] = [];
  for (const adult of adults) {
    const res = await request.get(`http://localhost:${PORT}/api/weekend/${offerId}/availabilities.json?locale=${site}&nights=${nights}&adult=${adult}&child=0&baby=0&length=12`);
    expect(res.ok()).toBeTruthy();
    const body = (await res.json()) as { days: { day: string; available: boolean; price: number | null }[] };
    sets.push(new Set(body.days.filter((d) => d.available && d.price !== null).map((d) => d.day)));
  }
  const soon = addDays(new Date().toISOString().slice(0, 10), 7);
  const day = [...sets[0]!].sort().find((d) => d >= soon && sets.every((s) => s.has(d)));
  expect(day, `a bookable check-in for offer ${offerId}`).toBeTruthy();
  return { checkin: day!, checkout: addDays(day!, nights) };
}

export class ProductPage extends BasePage {
  constructor(page: Page) {
    super(page);
  }

  /** Opens a page; when a remote missed the shell's load deadline on a busy machine, its retry button reloads it. */
  override async open(site: SiteCode, path = '/'): Promise<void> {
    // the newsletter pop-up (mf-content) would cover the booking steps 10 s after a navigation: mark it as seen
    await this.page.context().addCookies([{ name: 'sf_newsletter_acquisition', value: '1', domain: SITES[site].localHost, path: '/' }]);
    await super.open(site, path);
    await this.recover();
    await this.hydrated();
  }

  /** A remote that missed the shell's load deadline (busy machine) is loaded again with its retry button. */
  async recover(): Promise<void> {
    const failure = this.remoteFailure;
    await Promise.race([failure.waitFor({ timeout: 5000 }).catch(() => undefined), this.root.waitFor({ timeout: 5000 }).catch(() => undefined)]);
    // the late remote may still mount by itself and take the message away: then there is nothing to click
    if (await failure.isVisible().catch(() => false)) await failure.getByRole('button').click({ timeout: 10_000 }).catch(() => undefined);
  }

  /** JSON-LD documents of the page. */
  async jsonLd(): Promise<unknown[]> {
    const texts = await this.page.locator('script[type="application/ld+json"]').allTextContents();
    return texts.map((t) => JSON.parse(t) as unknown);
  }

  get isPhone(): boolean {
    return (this.page.viewportSize()?.width ?? 1280) < 600;
  }

  get root(): Locator {
    return this.page.locator('.sf-product').first();
  }

  get title(): Locator {
    return this.root.locator('h1').first();
  }

  get booking(): Locator {
    return this.root.locator('#sf-product-booking');
  }

  get priceBanner(): Locator {
    return this.root.getByTestId('price-banner');
  }

  /** The amount shown by the price banner (the quote's total once dates are chosen). */
  async bannerAmount(): Promise<string> {
    return ((await this.priceBanner.locator('.sf-ui-price__amount').first().textContent()) ?? '').trim();
  }

  bookButton(name: string): Locator {
    return this.booking.getByRole('button', { name, exact: true });
  }

  /** Chooses check-in and check-out in mf-search's calendar (loaded over federation) opened from the dates step. */
  async chooseDates(dates: StayDates, openLabel: RegExp): Promise<void> {
    await this.booking.getByRole('button', { name: openLabel }).click();
    const dialog = this.page.getByRole('dialog');
    const checkin = dialog.locator(`button[data-day="${dates.checkin}"]`);
    await this.revealDay(dialog, checkin);
    await checkin.click();
    const checkout = dialog.locator(`button[data-day="${dates.checkout}"]`);
    await this.revealDay(dialog, checkout);
    await checkout.click();
    // each selection is applied at once; Validate, enabled once both dates are set, closes the calendar
    await dialog.getByRole('button', { name: /^(Valider|Confirmar|Bevestigen|Conferma)$/ }).click();
    await expect(dialog).toHaveCount(0);
  }

  /** Desktop shows two months with a next button; phones scroll. */
  private async revealDay(dialog: Locator, day: Locator): Promise<void> {
    await expect(dialog.locator('button[data-day]').first()).toBeVisible({ timeout: 20_000 });
    for (let i = 0; i < 13 && !(await day.isVisible().catch(() => false)); i++) {
      const next = dialog.getByRole('button', { name: /suivant|siguiente|volgende|successivo/i }).first();
      if ((await next.isVisible().catch(() => false)) && (await next.isEnabled())) await next.click({ timeout: 5000 });
      else await day.scrollIntoViewIfNeeded().catch(() => undefined);
    }
    await day.scrollIntoViewIfNeeded();
  }

  /** Current hash of the page, without '#'. */
  async hash(): Promise<string> {
    return this.page.evaluate(() => window.location.hash.replace(/^#/, ''));
  }
}
