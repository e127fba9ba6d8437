/** Page object of mf-content's pages (homepage, contact, mini-site) and of its banners and newsletter pop-up. */
import type { Locator } from '@playwright/test';
import { BasePage } from './base-page';

export class ContentPage extends BasePage {
  get content(): Locator {
    return this.main.locator('.sf-content');
  }
  get jumbotron(): Locator {
    return this.main.locator('.sf-content-jumbotron');
  }
  get jumbotronTitle(): Locator {
    return this.jumbotron.locator('h1');
  }
  get usp(): Locator {
    return this.main.locator('.sf-content-usp');
  }
  get announcement(): Locator {
    return this.banners.locator('.sf-content-announcement');
  }
  get promoBar(): Locator {
    return this.banners.locator('.sf-content-promo-bar');
  }
  get giftBlock(): Locator {
    return this.main.locator('.sf-content-gift');
  }
  get boxes(): Locator {
    return this.main.locator('.sf-content-boxes');
  }
  /** The footer newsletter block of mf-content (mounted by the shell when the footer nears the viewport). */
  get footerNewsletter(): Locator {
    return this.page.locator('#sf-footer .sf-content-newsletter--footer');
  }
  /** Labels of the gift block cards that overflow their card (clipped text). */
  async clippedGiftCards(): Promise<string[]> {
    return this.giftBlock
      .locator('.sf-content-gift__card')
      .evaluateAll((cards) => cards.filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent ?? ''));
  }
  get newsletterPopup(): Locator {
    return this.page.getByTestId('newsletter-popup');
  }
  get minisite(): Locator {
    return this.main.locator('.sf-content-minisite');
  }
  /** window.__xss is incremented by every seeded XSS payload that runs. */
  async xssCount(): Promise<number> {
    return this.page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0);
  }
}
