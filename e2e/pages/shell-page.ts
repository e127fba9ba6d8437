/** Page object of the shell's chrome and its own pages (404, Belgian splash, customer-care login). */
import type { Locator } from '@playwright/test';
import { BasePage } from './base-page';

export class ShellPage extends BasePage {
  get logo(): Locator {
    return this.header.locator('a.sf-logo');
  }
  get burgerButton(): Locator {
    return this.header.locator('button.sf-burger-button');
  }
  get languageSelector(): Locator {
    return this.header.locator('nav.sf-languages');
  }
  get mainMenu(): Locator {
    return this.header.locator('nav.sf-main-menu');
  }
  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }
  get notFound(): Locator {
    return this.main.locator('[data-page="not-found"]');
  }
  get notFoundTitle(): Locator {
    return this.notFound.locator('h1');
  }
  get splash(): Locator {
    return this.main.locator('.sf-splash');
  }
  get topBarSwitch(): Locator {
    return this.topBar.getByRole('radiogroup');
  }
  footerText(): Promise<string> {
    return this.footer.innerText();
  }
}
