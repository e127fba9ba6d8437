/**
 * Server side of a remote's first view (@storefront/contracts first-view.ts): the remote's root rendered to HTML
 * once every lazy part has resolved, with the sheets it uses and the state its hydration needs. Node only: a remote
 * imports it from its first-view entry (`@storefront/ui/first-view`), never from its browser code.
 */
import type { ComponentType } from 'react';
import { renderToString as renderElementToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import type { FirstView, FirstViewHead, FirstViewInput, FirstViewState } from '@storefront/contracts';
import { FirstViewSheetsContext } from '../hooks/first-view-sheets';
import { FirstViewHeadContext, FirstViewReadsContext, type FirstViewRead } from '../hooks/first-view';
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
  /**
   * Whether the render's reads beyond `data` are run (useFirstViewData with a read): together, then the view is
   * rendered again with their answers, up to FIRST_VIEW_READ_PASSES times, until FIRST_VIEW_LAST_RENDER_MS before
   * the input's deadline. A read that fails or is not answered in time is left to the browser.
   */
  reads?: boolean;
  /** The view shows nothing of the hash (the remote reads it once hydrated): it hydrates whatever the hash. */
  anyHash?: boolean;
}

/** Time kept before a first view's deadline for its last render (its reads stop then). */
export const FIRST_VIEW_LAST_RENDER_MS = 150;

/** The most times a view is rendered again with the answers its render asked for (a read may need another's answer). */
export const FIRST_VIEW_READ_PASSES = 3;

/** The markup of a Suspense boundary the server could not complete (left to the browser). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The view is rendered to one string, every Suspense boundary inline (a stream would move large boundaries to the
 * end of the document behind inline scripts, which a page without JavaScript never shows). A boundary still waiting
 * for a lazy part the first time (its module not yet required) is awaited by a prerender, then the string is
 * rendered again. An error in the tree fails the view (the browser renders the page instead).
 */
export async function prerenderFirstView({
  name,
  Root,
  sheets,
  input,
  data,
  reads: runReads = false,
  anyHash = false,
}: FirstViewOptions): Promise<FirstView> {
  const state: FirstViewState = {
    remote: name,
    url: input.url,
    ...(anyHash ? { anyHash } : {}),
    viewport: input.viewport,
    renderedAt: Date.now(),
    data,
  };
  const used = new Set<{ css?: string }>();
  const reads = new Map<string, FirstViewRead>();
  // the head of the last render (usePageHead), emptied before each render
  const head: FirstViewHead = {};
  const element = (
    <FirstViewSheetsContext.Provider value={used}>
      <FirstViewReadsContext.Provider value={runReads ? reads : null}>
        <FirstViewHeadContext.Provider value={head}>
          <RemoteRoot Root={Root} context={input.context} firstView={state} />
        </FirstViewHeadContext.Provider>
      </FirstViewReadsContext.Provider>
    </FirstViewSheetsContext.Provider>
  );
  const renderToString = (tree: typeof element) => {
    for (const key of Object.keys(head)) delete head[key as keyof FirstViewHead];
    return renderElementToString(tree);
  };
  // an error in a Suspense boundary renders its fallback, marked for the browser: the view fails instead
  let html = renderToString(element);
  const errors: string[] = [];
  const settleLazyParts = async () => {
    if (!html.includes(CLIENT_RENDERED_BOUNDARY)) return;
    const { prelude } = await prerenderToNodeStream(element, {
      onError: (error) => void errors.push(error instanceof Error ? error.message : String(error)),
    });
    prelude.resume();
    html = renderToString(element);
  };
  await settleLazyParts();
  const deadline = runReads ? (input.deadline ?? 0) - FIRST_VIEW_LAST_RENDER_MS : 0;
  const tried = new Set<string>();
  for (let pass = 0; pass < FIRST_VIEW_READ_PASSES && Date.now() < deadline; pass++) {
    const asked = [...reads].filter(([key]) => !tried.has(key));
    reads.clear();
    if (!asked.length) break;
    asked.forEach(([key]) => tried.add(key));
    if (await readInto(data, asked, deadline - Date.now())) {
      html = renderToString(element);
      await settleLazyParts();
    }
  }
  if (html.includes(CLIENT_RENDERED_BOUNDARY))
    throw new Error(
      `${name}: the first view of ${input.url} does not render completely on the server${errors.length ? ` (${errors[0]})` : ''}`,
    );
  return { html, css: [...new Set([...sheets, ...used])].map((s) => s.css ?? '').join('\n'), state, ...(Object.keys(head).length ? { head: { ...head } } : {}) };
}

/**
 * Runs the reads together and adds the answers that come within `ms` to `data`; the others are aborted. True when
 * any answer was added.
 */
async function readInto(
  data: Record<string, unknown>,
  reads: [string, FirstViewRead][],
  ms: number,
): Promise<boolean> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve();
    }, ms);
  });
  let added = false;
  const answered = Promise.all(
    reads.map(([key, read]) =>
      read(controller.signal).then(
        (answer) => {
          if (controller.signal.aborted || answer === undefined) return;
          data[key] = answer;
          added = true;
        },
        () => undefined, // left to the browser, which reads it and shows its own failure
      ),
    ),
  );
  await Promise.race([answered, timeUp]);
  clearTimeout(timer);
  return added;
}
