/**
 * Base page object for every e2e spec: opens a page on a site of the e2e server and exposes the shell's slots
 * (banners, header, top bar, main, footer), head tags and the remote-failure message.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { SiteCode } from '@storefront/contracts';
import { originOf } from '../support/env';

export class BasePage {
  constructor(readonly page: Page) {}

  /** Opens `path` on `site` (its own host) and waits for the shell's chrome. */
  async open(site: SiteCode, path = '/'): Promise<void> {
    await this.page.goto(`${originOf(site)}${path}`);
    await this.ready();
  }

  /** The chrome is there and the page's first view, when the server rendered one, is hydrated. */
  async ready(): Promise<void> {
    await expect(this.header).toBeVisible();
    await this.hydrated();
  }

  /**
   * A page the server rendered (its first view, contracts first-view.ts) responds once the browser has hydrated it:
   * a click before that is lost (only plain links work).
   */
  async hydrated(): Promise<void> {
    await expect(this.page.locator('[data-first-view]')).toHaveCount(0, { timeout: 15_000 });
  }

  /**
   * Waits until the chrome stops moving: the top bar and the banners have replaced the space the server reserved
   * for them (hover and pointer tests need elements that stay where the mouse is).
   */
  async chromeSettled(): Promise<void> {
    await expect(this.page.locator('#sf-top-bar[data-reserve], #sf-banners[data-reserve]')).toHaveCount(0, { timeout: 15_000 });
  }

  /**
   * On a customer-care host's sign-in page, signs in with the local development issuer's button (its label, fr by default): the
   * API verifies the token, sets the HttpOnly session cookie, and the page loads again in the mode.
   */
  async signInAsAgent(button = 'Se connecter (émetteur local de développement)'): Promise<void> {
    await expect(this.main).toHaveAttribute('data-page-kind', 'customerCareLogin');
    const reloaded = this.page.waitForEvent('load');
    await this.main.getByRole('button', { name: button }).click();
    await reloaded;
    await this.ready();
  }

  get banners(): Locator {
    return this.page.locator('#sf-banners');
  }
  get header(): Locator {
    return this.page.locator('#sf-header header');
  }
  get topBar(): Locator {
    return this.page.locator('#sf-top-bar');
  }
  get main(): Locator {
    return this.page.locator('#sf-main');
  }
  get footer(): Locator {
    return this.page.locator('#sf-footer footer');
  }

  /** The slot of a remote application, e.g. 'mf_search/spa'. */
  remote(id: string): Locator {
    return this.page.locator(`[data-remote="${id}"]`);
  }

  /** The translated message a slot shows when its remote failed to load. */
  get remoteFailure(): Locator {
    return this.page.locator('.sf-remote-error[role="alert"]');
  }

  async pageKind(): Promise<string | null> {
    return this.main.getAttribute('data-page-kind');
  }

  async htmlLang(): Promise<string | null> {
    return this.page.locator('html').getAttribute('lang');
  }

  async robots(): Promise<string | null> {
    return this.page.locator('meta[name="robots"]').getAttribute('content');
  }

  async canonical(): Promise<string | null> {
    return this.page.locator('link[rel="canonical"]').getAttribute('href');
  }

  async alternates(): Promise<Record<string, string>> {
    return this.page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
      Object.fromEntries(links.map((l) => [l.getAttribute('hreflang') ?? '', l.getAttribute('href') ?? ''])),
    );
  }

  /** Client-side navigation through single-spa (no page load). */
  async navigate(url: string): Promise<void> {
    await this.page.evaluate((u) => {
      window.history.pushState(null, '', u);
    }, url);
  }

  /** Marks the window; `stillSameDocument()` is true until the next full page load. */
  async markDocument(): Promise<void> {
    await this.page.evaluate(() => {
      (window as unknown as { __e2eMark?: number }).__e2eMark = 1;
    });
  }

  async stillSameDocument(): Promise<boolean> {
    return this.page.evaluate(() => (window as unknown as { __e2eMark?: number }).__e2eMark === 1);
  }
}
