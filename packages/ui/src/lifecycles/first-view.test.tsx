/** @jest-environment node */
import { lazy, Suspense, useContext } from 'react';
import { SITES, type FirstViewInput, type StorefrontContext } from '@storefront/contracts';
import { FirstViewSheetsContext } from '../hooks/first-view-sheets';
import { useFirstViewData, usePageHead } from '../hooks/first-view';
import type { RemoteRootProps } from './remote-lifecycles';
import { FIRST_VIEW_LAST_RENDER_MS, prerenderFirstView } from './first-view';

const context = { site: SITES.fr_FR, locale: 'fr_FR' } as unknown as StorefrontContext;
const input: FirstViewInput = { url: '/hotel/1', context, endpoints: context.endpoints, viewport: 'mobile' };
const base = { css: '.base{}' };
const chunk = { css: '.chunk{}' };

function UsesChunkSheet() {
  useContext(FirstViewSheetsContext)?.add(chunk);
  return <p>chunk part</p>;
}

describe('prerenderFirstView', () => {
  it('renders the root with its answers, lazy parts included, and the sheets its parts used', async () => {
    const Part = lazy(async () => ({ default: UsesChunkSheet }));
    function Root({ firstView }: RemoteRootProps) {
      return (
        <main>
          <h1>{String(firstView?.data.title)}</h1>
          <Suspense fallback={<p>loading</p>}>
            <Part />
          </Suspense>
        </main>
      );
    }
    const view = await prerenderFirstView({
      name: 'mf-test',
      Root,
      sheets: [base],
      input,
      data: { title: 'Hôtel du Lac' },
    });
    expect(view.html).toContain('<h1>Hôtel du Lac</h1>');
    expect(view.html).toContain('chunk part');
    expect(view.html).not.toContain('loading');
    // each sheet once, though the tree rendered twice (the lazy part's first pass suspended)
    expect(view.css).toBe('.base{}\n.chunk{}');
    expect(view.state).toMatchObject({
      remote: 'mf-test',
      url: '/hotel/1',
      viewport: 'mobile',
      data: { title: 'Hôtel du Lac' },
    });
    expect(typeof view.state.renderedAt).toBe('number');
  });

  it('fails, naming the error, when a part cannot render on the server', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('window is not defined');
    }
    function Root() {
      return (
        <Suspense fallback={<p>loading</p>}>
          <Broken />
        </Suspense>
      );
    }
    await expect(
      prerenderFirstView({ name: 'mf-test', Root, sheets: [base], input, data: {} }),
    ).rejects.toThrow(
      'mf-test: the first view of /hotel/1 does not render completely on the server (window is not defined)',
    );
  });
});

describe('prerenderFirstView with the reads its render asks for', () => {
  /** A part that shows the answer of `dataKey`, read by `read` when the view lacks it (as a remote's data hook does). */
  function Reads({
    dataKey,
    read,
  }: {
    dataKey: string | null;
    read: (signal: AbortSignal) => Promise<string>;
  }) {
    const answer = useFirstViewData<string>(dataKey, read);
    return <p>{answer ?? `loading ${dataKey}`}</p>;
  }

  it('reads what the render asks for, renders again with the answers, and keeps them for the hydration', async () => {
    const hotel = jest.fn(async () => 'Hôtel du Lac');
    const reviews = jest.fn(async () => '12 reviews');
    function Root() {
      const name = useFirstViewData<string>('hotel:1', hotel);
      return (
        <main>
          <h1>{name ?? 'loading hotel'}</h1>
          {/* asked for once the hotel is known: a second pass */}
          {name ? <Reads dataKey={`reviews:${name}`} read={reviews} /> : null}
        </main>
      );
    }
    const view = await prerenderFirstView({
      name: 'mf-test',
      Root,
      sheets: [],
      input: { ...input, deadline: Date.now() + 1000 },
      data: {},
      reads: true,
    });
    expect(view.html).toBe('<main><h1>Hôtel du Lac</h1><p>12 reviews</p></main>');
    expect(view.state.data).toEqual({ 'hotel:1': 'Hôtel du Lac', 'reviews:Hôtel du Lac': '12 reviews' });
    expect(hotel).toHaveBeenCalledTimes(1);
    expect(reviews).toHaveBeenCalledTimes(1);
  });

  it('leaves a read that fails, or is not answered in time, to the browser: the view shows its loading state', async () => {
    const failing = jest.fn(() => Promise.reject(new Error('503')));
    let aborted = false;
    const slow = (signal: AbortSignal) =>
      new Promise<string>((resolve) => {
        signal.addEventListener('abort', () => (aborted = true));
        setTimeout(() => resolve('too late'), 2000).unref();
      });
    function Root() {
      return (
        <main>
          <Reads dataKey="reviews" read={failing} />
          <Reads dataKey="prices" read={slow} />
          <Reads dataKey="offers" read={async () => 'two offers'} />
        </main>
      );
    }
    const started = Date.now();
    const view = await prerenderFirstView({
      name: 'mf-test',
      Root,
      sheets: [],
      data: {},
      input: { ...input, deadline: Date.now() + FIRST_VIEW_LAST_RENDER_MS + 100 },
      reads: true,
    });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(view.html).toBe('<main><p>loading reviews</p><p>loading prices</p><p>two offers</p></main>');
    expect(view.state.data).toEqual({ offers: 'two offers' });
    expect(aborted).toBe(true);
    // a failed read is not tried again by the next passes
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('reads nothing unless asked to, or once its deadline is near (the answers given are all the view has)', async () => {
    const read = jest.fn(async () => 'read');
    const Root = () => <Reads dataKey="k" read={read} />;
    const unasked = await prerenderFirstView({ name: 'mf-test', Root, sheets: [], input: { ...input, deadline: Date.now() + 1000 }, data: {} });
    const late = await prerenderFirstView({ name: 'mf-test', Root, sheets: [], input: { ...input, deadline: Date.now() + FIRST_VIEW_LAST_RENDER_MS - 10 }, data: {}, reads: true });
    expect(unasked.html).toBe('<p>loading k</p>');
    expect(late.html).toBe('<p>loading k</p>');
    expect(read).not.toHaveBeenCalled();
  });
});

describe('prerenderFirstView and the page head', () => {
  it('returns the head the last render set (usePageHead), for the server to write in the HTML', async () => {
    const read = jest.fn(async () => 'Conditions générales de vente');
    function Root() {
      const title = useFirstViewData<string>('page', read);
      // while loading, the page asks not to be indexed; once loaded, it has its own title and description
      usePageHead(title ? { title: `${title} | Week-end Stays`, description: 'Nos conditions', robots: 'index, follow' } : { robots: 'noindex, nofollow' });
      return <h1>{title ?? 'loading'}</h1>;
    }
    const view = await prerenderFirstView({ name: 'mf-test', Root, sheets: [], input: { ...input, deadline: Date.now() + 1000 }, data: {}, reads: true });
    expect(view.html).toBe('<h1>Conditions générales de vente</h1>');
    expect(view.head).toEqual({ title: 'Conditions générales de vente | Week-end Stays', description: 'Nos conditions', robots: 'index, follow' });
  });

  it('has no head when the view sets none, and leaves out empty fields', async () => {
    const none = await prerenderFirstView({ name: 'mf-test', Root: () => <p>x</p>, sheets: [], input, data: {} });
    expect(none.head).toBeUndefined();
    function Root() {
      usePageHead({ title: 'Hôtel du Lac', description: '' });
      return <p>x</p>;
    }
    expect((await prerenderFirstView({ name: 'mf-test', Root, sheets: [], input, data: {} })).head).toEqual({ title: 'Hôtel du Lac' });
  });
});
