import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { waitFor } from '@testing-library/react';
import type { FirstViewState, LoadRemote, StorefrontContext } from '@storefront/contracts';
import { useIsMobile } from '../hooks/use-is-mobile';
import { RemoteRoot, remoteLifecycles, takeFirstView, type RemoteAppProps, type RemoteRootProps } from './remote-lifecycles';

const context = { locale: 'nl_BE' } as StorefrontContext;
const loadRemote = jest.fn() as unknown as LoadRemote;

function propsFor(domElement: HTMLElement) {
  return { context, domElement, loadRemote, name: 'mf-test', singleSpa: {}, mountParcel: jest.fn() } as unknown as RemoteAppProps;
}

function Root({ context: c }: { context: StorefrontContext }) {
  return <p>root of {c.locale}</p>;
}

describe('remoteLifecycles', () => {
  it('uses the styles and awaits beforeMount before the first render, then cleans up on unmount', async () => {
    const order: string[] = [];
    const styles = { use: jest.fn(() => order.push('use')), unuse: jest.fn(() => order.push('unuse')) };
    const el = document.createElement('div');
    document.body.append(el);
    function RenderedRoot(props: { context: StorefrontContext }) {
      order.push('render');
      return <Root {...props} />;
    }
    const spa = remoteLifecycles({
      name: 'mf-test',
      Root: RenderedRoot,
      styles,
      beforeMount: async () => {
        order.push(`before:${el.textContent}`);
      },
      afterUnmount: () => order.push('after'),
    });
    const props = propsFor(el);
    await spa.bootstrap(props);
    await spa.mount(props);
    expect(el.textContent).toBe('root of nl_BE');
    await spa.unmount(props);
    expect(el.textContent).toBe('');
    expect(order.filter((step, i) => step !== order[i - 1])).toEqual(['before:', 'use', 'render', 'after', 'unuse']);
  });

  it('loads styles given as a loader before the first render of a page the browser renders; none are used after unmount', async () => {
    const sheets = { use: jest.fn(), unuse: jest.fn() };
    let release!: () => void;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const load = jest.fn(() => loaded.then(() => sheets));
    const el = document.createElement('div');
    document.body.append(el);
    const spa = remoteLifecycles({ name: 'mf-test', Root, styles: load });
    const props = propsFor(el);
    await spa.bootstrap(props);
    const mounting = spa.mount(props);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // not rendered unstyled: the first render waits for the sheets
    expect(el.textContent).toBe('');
    release();
    await mounting;
    expect(sheets.use).toHaveBeenCalledTimes(1);
    expect(el.textContent).toBe('root of nl_BE');
    await spa.unmount(props);
    expect(sheets.unuse).toHaveBeenCalledTimes(1);
    // mounted again: the loaded sheets come back in use
    await spa.mount(props);
    expect(sheets.use).toHaveBeenCalledTimes(2);
    await spa.unmount(props);
  });

  it('mounts anyway when its styles fail to load, and logs the failure with the remote name', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const el = document.createElement('div');
    document.body.append(el);
    const spa = remoteLifecycles({ name: 'mf-test', Root, styles: () => Promise.reject(new Error('chunk failed')) });
    const props = propsFor(el);
    await spa.bootstrap(props);
    await spa.mount(props);
    expect(el.textContent).toBe('root of nl_BE');
    expect(error).toHaveBeenCalledWith('[mf-test] styles', expect.any(Error));
    await spa.unmount(props);
    error.mockRestore();
  });

  it('fails the mount when a chunk of the page does not load (styles or beforeMount), so the shell offers its retry', async () => {
    const chunkError = () => Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    for (const options of [
      { styles: () => Promise.reject(chunkError()) },
      { styles: { use: jest.fn(), unuse: jest.fn() }, beforeMount: () => Promise.reject(chunkError()) },
    ]) {
      const el = document.createElement('div');
      document.body.append(el);
      const spa = remoteLifecycles({ name: 'mf-test', Root, ...options });
      const props = propsFor(el);
      await spa.bootstrap(props);
      await expect(spa.mount(props)).rejects.toMatchObject({ name: 'ChunkLoadError' });
      expect(el.textContent).toBe('');
    }
  });

  it('mounts anyway when beforeMount fails, and logs the failure with the remote name', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const el = document.createElement('div');
    document.body.append(el);
    const spa = remoteLifecycles({ name: 'mf-test', Root, styles: { use: jest.fn(), unuse: jest.fn() }, beforeMount: () => Promise.reject(new Error('offline')) });
    const props = propsFor(el);
    await spa.bootstrap(props);
    await spa.mount(props);
    expect(el.textContent).toBe('root of nl_BE');
    expect(error).toHaveBeenCalledWith('[mf-test] before mount', expect.any(Error));
    await spa.unmount(props);
    error.mockRestore();
  });
});

describe('the server’s first view', () => {
  /** A root that shows its data and the viewport it renders for (what a hydration must render the same way). */
  function ViewRoot({ context: c, firstView }: RemoteRootProps) {
    const mobile = useIsMobile();
    return (
      <p>
        {String(firstView?.data.title ?? 'browser')} {c.locale} {mobile ? 'mobile' : 'desktop'}
      </p>
    );
  }
  const state: FirstViewState = { remote: 'mf-test', url: '/sejour/1', viewport: 'mobile', renderedAt: 0, data: { title: 'Offer' } };

  /** The page as the server sends it: the view's markup in the slot content, its state in the page. */
  function servePage(view: FirstViewState = state): HTMLElement {
    window.history.replaceState(null, '', '/sejour/1');
    document.body.innerHTML = `<script id="sf-first-view" type="application/json">${JSON.stringify(view)}</script><style data-first-view-style="mf-test">p{}</style><div id="slot" data-first-view="">${renderToString(<RemoteRoot Root={ViewRoot} context={context} firstView={view} />)}</div>`;
    return document.getElementById('slot')!;
  }

  it('takeFirstView gives the state once, for its remote at the rendered location only', () => {
    expect(takeFirstView('mf-test', servePage())).toEqual(state);
    expect(document.getElementById('sf-first-view')).toBeNull();
    expect(takeFirstView('mf-test', servePage())).toEqual(state);
    expect(takeFirstView('mf-test', document.getElementById('slot')!)).toBeNull();
    expect(takeFirstView('mf-other', servePage())).toBeNull();
    const slot = servePage();
    window.history.replaceState(null, '', '/sejour/1#checkin=2026-12-04');
    expect(takeFirstView('mf-test', slot)).toBeNull();
    const unmarked = servePage();
    unmarked.removeAttribute('data-first-view');
    expect(takeFirstView('mf-test', unmarked)).toBeNull();
    document.getElementById('sf-first-view')!.textContent = '{not json';
    expect(takeFirstView('mf-test', servePage({ ...state, url: '/sejour/2' }))).toBeNull();
  });

  it('takeFirstView gives a view that shows nothing of the hash whatever the hash, at its path and query only', () => {
    const anyHash = { ...state, anyHash: true };
    let slot = servePage(anyHash);
    window.history.replaceState(null, '', '/sejour/1#checkin=2026-12-04');
    expect(takeFirstView('mf-test', slot)).toEqual(anyHash);
    slot = servePage(anyHash);
    window.history.replaceState(null, '', '/sejour/2#checkin=2026-12-04');
    expect(takeFirstView('mf-test', slot)).toBeNull();
  });

  it('hydrates the markup in place with the state (the same nodes, the viewport the server assumed), then takes the window width', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const slot = servePage();
    const served = slot.querySelector('p')!;
    expect(served.textContent).toBe('Offer nl_BE mobile');
    const seen: Array<FirstViewState | null> = [];
    const serverStyleBeforeHydration: boolean[] = [];
    // the server's style stands for the remote's own sheets while it is mounted: they are not loaded (putting the
    // same rules in again restyles the whole page); the sheets beside it (parts fetched later) are in use meanwhile
    const sheets = { use: jest.fn(), unuse: jest.fn() };
    const loadStyles = jest.fn(async () => sheets);
    const beside = { use: jest.fn(), unuse: jest.fn() };
    const spa = remoteLifecycles({
      name: 'mf-test',
      Root: ViewRoot,
      styles: loadStyles,
      stylesBesideFirstView: beside,
      beforeMount: async (_p, view) => {
        seen.push(view);
        serverStyleBeforeHydration.push(!!document.querySelector('style[data-first-view-style="mf-test"]'));
      },
    });
    const props = propsFor(slot);
    await spa.bootstrap(props);
    await spa.mount(props);
    expect(seen).toEqual([state]);
    expect(serverStyleBeforeHydration).toEqual([true]);
    expect(slot.querySelector('p')).toBe(served);
    expect(slot.hasAttribute('data-first-view')).toBe(false);
    expect(document.querySelector('style[data-first-view-style="mf-test"]')).not.toBeNull();
    expect(beside.use).toHaveBeenCalledTimes(1);
    // jsdom's window is 1024 px wide: after hydration the real width applies
    await waitFor(() => expect(slot.textContent).toBe('Offer nl_BE desktop'));
    expect(loadStyles).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    await spa.unmount(props);
    expect(document.querySelector('style[data-first-view-style="mf-test"]')).toBeNull();
    expect(beside.unuse).toHaveBeenCalledTimes(1);
    // mounted again (the visitor came back): no server style any more, the remote's own sheets are in use
    await spa.mount(props);
    expect(loadStyles).toHaveBeenCalledTimes(1);
    expect(sheets.use).toHaveBeenCalledTimes(1);
    expect(beside.use).toHaveBeenCalledTimes(1);
    await spa.unmount(props);
    expect(sheets.unuse).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    error.mockRestore();
  });

  it('answers the button clicked before the scripts came, once, as soon as it hydrates; later clicks are React’s', async () => {
    function Counter() {
      const [count, setCount] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setCount((c) => c + 1)}>
            clicked {count}
          </button>
          <button type="button">other</button>
        </>
      );
    }
    window.history.replaceState(null, '', '/sejour/1');
    document.body.innerHTML = `<script id="sf-first-view" type="application/json">${JSON.stringify(state)}</script><div id="slot" data-first-view="">${renderToString(<RemoteRoot Root={Counter} context={context} firstView={state} />)}</div>`;
    const slot = document.getElementById('slot')!;
    const [button] = slot.querySelectorAll('button');
    // what the page's loader does with a click before the scripts (server pages.ts)
    button!.setAttribute('data-early-click', '');
    let hydratingWhenRendered = false;
    function Watch() {
      hydratingWhenRendered ||= slot.hasAttribute('data-hydrating');
      return <Counter />;
    }
    const spa = remoteLifecycles({ name: 'mf-test', Root: Watch, styles: { use: jest.fn(), unuse: jest.fn() } });
    const props = propsFor(slot);
    await spa.bootstrap(props);
    await spa.mount(props);
    expect(hydratingWhenRendered).toBe(true);
    expect(slot.querySelector('button')).toBe(button);
    expect(button!.textContent).toBe('clicked 1');
    expect(slot.querySelector('[data-early-click]')).toBeNull();
    expect(slot.hasAttribute('data-hydrating')).toBe(false);
    button!.click();
    await waitFor(() => expect(button!.textContent).toBe('clicked 2'));
    await spa.unmount(props);
  });

  it('renders afresh in the browser when the location is not the one rendered', async () => {
    const slot = servePage();
    const served = slot.querySelector('p')!;
    window.history.replaceState(null, '', '/sejour/1#a=3');
    const spa = remoteLifecycles({ name: 'mf-test', Root: ViewRoot, styles: { use: jest.fn(), unuse: jest.fn() } });
    const props = propsFor(slot);
    await spa.bootstrap(props);
    await spa.mount(props);
    expect(slot.textContent).toBe('browser nl_BE desktop');
    expect(slot.contains(served)).toBe(false);
    expect(slot.hasAttribute('data-first-view')).toBe(false);
    await spa.unmount(props);
  });
});
