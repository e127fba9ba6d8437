/**
 * Server side of a remote's first view (@storefront/contracts first-view.ts): the remote's root rendered to HTML
 * once every lazy part has resolved, with the sheets it uses and the state its hydration needs. Node only: a remote
 * imports it from its first-view entry (`@storefront/ui/first-view`), never from its browser code.
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import type { FirstView, FirstViewInput, FirstViewState } from '@storefront/contracts';
import { FirstViewSheetsContext } from '../hooks/first-view-sheets';
import { RemoteRoot, type RemoteRootProps } from './remote-lifecycles';

export interface FirstViewOptions {
  /** The remote's name, as its lifecycles have it ('mf-product'). */
  name: string;
  Root: ComponentType<RemoteRootProps>;
  /** The style sheets the view always uses (the first-view build gives each its text in `css`); the render adds
   * the sheets of the parts it shows (FirstViewSheetsContext). */
  sheets: { css?: string }[];
  input: FirstViewInput;
  /** The answers the view renders, by the request key its components fetch them with. */
  data: Record<string, unknown>;
}

/** The markup of a Suspense boundary the server could not complete (left to the browser). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The view is rendered to one string, every Suspense boundary inline (a stream would move large boundaries to the
 * end of the document behind inline scripts, which a page without JavaScript never shows). A boundary still waiting
 * for a lazy part the first time (its module not yet required) is awaited by a prerender, then the string is
 * rendered again. An error in the tree fails the view (the browser renders the page instead).
 */
export async function prerenderFirstView({ name, Root, sheets, input, data }: FirstViewOptions): Promise<FirstView> {
  const state: FirstViewState = { remote: name, url: input.url, viewport: input.viewport, renderedAt: Date.now(), data };
  const used = new Set<{ css?: string }>();
  const element = (
    <FirstViewSheetsContext.Provider value={used}>
      <RemoteRoot Root={Root} context={input.context} firstView={state} />
    </FirstViewSheetsContext.Provider>
  );
  // an error in a Suspense boundary renders its fallback, marked for the browser: the view fails instead
  let html = renderToString(element);
  const errors: string[] = [];
  if (html.includes(CLIENT_RENDERED_BOUNDARY)) {
    const { prelude } = await prerenderToNodeStream(element, { onError: (error) => void errors.push(error instanceof Error ? error.message : String(error)) });
    prelude.resume();
    html = renderToString(element);
  }
  if (html.includes(CLIENT_RENDERED_BOUNDARY)) throw new Error(`${name}: the first view of ${input.url} does not render completely on the server${errors.length ? ` (${errors[0]})` : ''}`);
  return { html, css: [...new Set([...sheets, ...used])].map((s) => s.css ?? '').join('\n'), state };
}
