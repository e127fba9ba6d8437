/**
 * mf-content's first view (@storefront/contracts first-view.ts), built for Node into dist-server/first-view.cjs: the
 * homepage rendered by the storefront server with its CMS content and what its render reads besides (the content of
 * its blocks; a read that fails is left loading, and the browser reads it), so it shows before any script has run.
 * Its rich text is sanitised with DOMPurify on a jsdom window, as the browser would, and travels clean in the view.
 * Other pages (CMS pages, contact, mini-sites) are rendered in the browser.
 */
import { JSDOM } from 'jsdom';
import type { RenderFirstView } from '@storefront/contracts';
import { createApiClient, provideApiClient } from '@storefront/api-client';
import { prerenderFirstView } from '@storefront/ui/first-view';
import uiStyles from '@storefront/ui/ui.css';
import { fetchHomepage, homepageKey } from './api/cms';
import { loadMessages } from './i18n';
import { Root } from './root';
import { routeFor } from './shared/navigation';
import { sanitizeWithWindow } from './shared/sanitize';
import contentStyles from './styles.css';

/** The page kinds mf-content renders on the server. */
export const FIRST_VIEW_KINDS = ['home'] as const;

sanitizeWithWindow(new JSDOM('').window as unknown as Parameters<typeof sanitizeWithWindow>[0]);

export const renderFirstView: RenderFirstView = async (input) => {
  const { context } = input;
  const route = routeFor(context, input.url);
  if (!(FIRST_VIEW_KINDS as readonly string[]).includes(route.kind)) return null;
  // the render reads the API over the loopback; its context keeps the page's own endpoints
  provideApiClient(context, createApiClient({ ...context, endpoints: input.endpoints }));
  const [homepage] = await Promise.all([fetchHomepage(context), loadMessages(context.locale)]);
  return prerenderFirstView({ name: 'mf-content', Root, sheets: [uiStyles, contentStyles], input, data: { [homepageKey(context)]: homepage }, reads: true });
};
