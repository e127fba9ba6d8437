/**
 * Helpers of the first-view specs (contracts first-view.ts): a page the server renders is readable before its scripts,
 * then hydrated in place: the nodes parsed from the server's HTML are the ones the page keeps.
 */
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { SiteCode } from '@storefront/contracts';
import { PORT, originOf } from './env';

/** A first request warms the server's API and renderer (a view late on a busy machine is left to the browser). */
export async function warmFirstView(page: Page, site: SiteCode, path: string): Promise<void> {
  await page.request.get(`http://localhost:${PORT}${path}`, { headers: { host: new URL(originOf(site)).host } });
}

/** Keeps the elements of `selectors` as parsed from the server's HTML (the page's scripts start after its load event). */
export async function keepServedNodes(page: Page, selectors: Record<string, string>): Promise<void> {
  await page.addInitScript((wanted) => {
    document.addEventListener('DOMContentLoaded', () => {
      const served: Record<string, Element | null> = {};
      for (const [name, selector] of Object.entries(wanted)) served[name] = document.querySelector(selector);
      Object.assign(window, { __served: served });
    });
  }, selectors);
}

/** Whether the server's HTML had the node kept as `name`, and whether it is still the one `selector` finds. */
export function servedNode(page: Page, name: string, selector: string): Promise<{ served: boolean; kept: boolean }> {
  return page.evaluate(
    ([n, s]) => {
      const served = (window as unknown as { __served?: Record<string, Element | null> }).__served?.[n as string];
      return { served: !!served, kept: !!served && served === document.querySelector(s as string) };
    },
    [name, selector],
  );
}

/** The console messages that say the browser rendered the server's markup again instead of hydrating it. */
export function hydrationWarnings(messages: string[]): string[] {
  return messages.filter((m) => m.includes('[first view]') || /hydrat/i.test(m));
}

/**
 * Opens `path` on `site` in a new browser context without JavaScript, once the server is warm, and checks that the
 * server answered with a first view. The caller closes the context.
 */
export async function openFirstViewWithoutScripts(browser: Browser, site: SiteCode, path: string): Promise<{ context: BrowserContext; page: Page; html: string }> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await warmFirstView(page, site, path);
  const served = await page.goto(`${originOf(site)}${path}`);
  expect(served?.status()).toBe(200);
  const html = (await served?.text()) ?? '';
  expect(html).toContain('data-first-view=""');
  return { context, page, html };
}
