/**
 * mf-content's first view (@storefront/contracts first-view.ts), built for Node into dist-server/first-view.cjs: the
 * homepage rendered by the storefront server with its CMS content and the content of its blocks, so it shows before
 * any script has run (a block whose read fails is left loading, and the browser reads it). Its rich text is sanitised with DOMPurify on a jsdom window, as the browser would. Other pages (CMS pages,
 * contact, mini-sites) are rendered in the browser.
 */
import { JSDOM } from 'jsdom';
import type { RenderFirstView } from '@storefront/contracts';
import { prepareMoneyFormats } from '@storefront/i18n';
import { prerenderFirstView } from '@storefront/ui/first-view';
import uiStyles from '@storefront/ui/ui.css';
import { BLOCK_READS, fetchHomepage, homepageKey } from './api/cms';
import { flowOf, homepageView } from './features/homepage/flow';
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
  const server = { ...context, endpoints: input.endpoints };
  prepareMoneyFormats(context.locale);
  const [homepage] = await Promise.all([fetchHomepage(server), loadMessages(context.locale)]);
  const query = new URLSearchParams(input.url.split('?')[1] ?? '');
  const { blocks } = homepageView(homepage, flowOf(query), query);
  const reads = [...new Set(blocks.map((b) => BLOCK_READS[b._type]).filter((read) => !!read))];
  const answers = await Promise.allSettled(reads.map((read) => read.fetch(server)));
  const data: Record<string, unknown> = { [homepageKey(context)]: homepage };
  answers.forEach((answer, i) => {
    if (answer.status === 'fulfilled') data[reads[i]!.key(context)] = answer.value;
  });
  return prerenderFirstView({ name: 'mf-content', Root, sheets: [uiStyles, contentStyles], input, data });
};
