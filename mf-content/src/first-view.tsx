/**
 * mf-content's first view (@storefront/contracts first-view.ts), built for Node into dist-server/first-view.cjs: the
 * homepage, CMS pages, the weekend ideas page, static content pages, the contact page and mini-site landings rendered
 * by the storefront server with their content (pageReadOf) and what their render reads besides (the content of the
 * homepage's blocks, the contact page's help links; a read that fails is left loading, and the browser reads it), so
 * they show before any script has run. Rich text is sanitised with DOMPurify on a jsdom window, as the browser would,
 * and travels clean in the view. A page whose content the API does not have (an unknown slug or mini-site) and the
 * wishlist (browser storage) are rendered in the browser.
 */
import { JSDOM } from 'jsdom';
import type { RenderFirstView } from '@storefront/contracts';
import { createApiClient, isApiError, provideApiClient } from '@storefront/api-client';
import { prerenderFirstView } from '@storefront/ui/first-view';
import uiStyles from '@storefront/ui/ui.css';
import { pageReadOf } from './api/cms';
import { loadMessages } from './i18n';
import { Root } from './root';
import { routeFor } from './shared/navigation';
import { sanitizeWithWindow } from './shared/sanitize';
import contentStyles from './styles.css';

/** The page kinds mf-content renders on the server. */
export const FIRST_VIEW_KINDS = ['home', 'landing', 'ideas', 'static', 'contact', 'minisite'] as const;

const NOT_FOUND = Symbol('not found');

sanitizeWithWindow(new JSDOM('').window as unknown as Parameters<typeof sanitizeWithWindow>[0]);

export const renderFirstView: RenderFirstView = async (input) => {
  const { context } = input;
  const route = routeFor(context, input.url);
  if (!(FIRST_VIEW_KINDS as readonly string[]).includes(route.kind)) return null;
  // the render reads the API over the loopback; its context keeps the page's own endpoints
  provideApiClient(context, createApiClient({ ...context, endpoints: input.endpoints }));
  const read = pageReadOf(route, context);
  if (route.kind !== 'contact' && !read) return null;
  const [answer] = await Promise.all([
    read?.fetch().catch((error: unknown) => {
      // content the API does not have: the browser shows its message
      if (isApiError(error) && error.status === 404) return NOT_FOUND;
      throw error;
    }),
    loadMessages(context.locale),
  ]);
  if (answer === NOT_FOUND) return null;
  return prerenderFirstView({
    name: 'mf-content',
    Root,
    sheets: [uiStyles, contentStyles],
    input,
    data: read ? { [read.key]: answer } : {},
    reads: true,
  });
};
