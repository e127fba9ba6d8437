/**
 * A single-spa application around a remote's lifecycles that never breaks the page: when the remote fails to
 * load, answers 404, hangs, or throws while mounting, its own slot shows a translated retry message (at the
 * latest `noticeMs` after it was asked for), the rest of the page keeps working, and the remote mounts again on
 * the retry button or on the next navigation, without a page reload. A remote that is only slow (busy network or
 * machine) shows the message at `noticeMs` too, and replaces it with its content if it arrives before the load
 * deadline.
 */
import type { LifeCycles } from 'single-spa';
import { FIRST_VIEW_ATTRIBUTE } from '@storefront/contracts';
import { FAILURE_NOTICE_MS } from './federation';

type LifecycleFn<P> = (props: P) => Promise<unknown>;
type Lifecycle<P> = LifecycleFn<P> | LifecycleFn<P>[];

export interface RemoteLifecycles<P> {
  bootstrap?: Lifecycle<P>;
  mount: Lifecycle<P>;
  unmount: Lifecycle<P>;
  update?: Lifecycle<P>;
}

export interface ResilientOptions<P> {
  /** Federation id, e.g. 'mf_search/spa'. */
  id: string;
  /** The slot element the application renders into. */
  slot: () => HTMLElement | null;
  /** Loads the remote's lifecycles (with its own deadline and retry); `fresh`: drop what an earlier attempt cached. */
  load: (fresh: boolean) => Promise<RemoteLifecycles<P>>;
  /** Translated retry message and button label. */
  messages: () => { remoteFailed: string; retry: string; loading: string };
  onError: (error: unknown, id: string) => void;
  /** Show nothing on failure (decorative slots such as banners); the next navigation still retries. */
  quiet?: boolean;
  /** A remote whose mount does not settle in this time counts as failed. */
  mountTimeoutMs?: number;
  /** Called each time a mount settles: mounted, failed, or still slow when the retry message shows. */
  onSettled?: () => void;
  /**
   * Called before each retry (button or navigation): e.g. abandons the remote's hanging scripts; the retry starts once
   * a promise it returns has settled (the abandoned loads' failures have been handled).
   */
  onRetry?: () => void | Promise<void>;
  /** The retry message shows when the remote has not mounted in this time (site-wide spec: within 3 s); a function is read at each attempt. */
  noticeMs?: number | (() => number);
}

async function run<P>(lifecycle: Lifecycle<P> | undefined, props: P): Promise<void> {
  if (!lifecycle) return;
  for (const fn of Array.isArray(lifecycle) ? lifecycle : [lifecycle]) await fn(props);
}

function timeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
    promise.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(t);
        reject(e);
      },
    );
  });
}

/** Converts whatever a remote exposes (module with lifecycles, or a default export) to lifecycles. */
export function toLifecycles<P>(mod: unknown): RemoteLifecycles<P> {
  const m = mod as Partial<RemoteLifecycles<P>> & { default?: Partial<RemoteLifecycles<P>> };
  const source = m && m.mount ? m : m?.default;
  if (!source || !source.mount || !source.unmount) throw new Error('remote module exposes no single-spa lifecycles (mount/unmount)');
  return source as RemoteLifecycles<P>;
}

export function resilientApplication<P extends { domElement?: HTMLElement }>(options: ResilientOptions<P>): LifeCycles<P> {
  const { id, mountTimeoutMs = 15_000, noticeMs = FAILURE_NOTICE_MS } = options;
  let lifecycles: RemoteLifecycles<P> | null = null;
  let bootstrapped = false;
  let host: HTMLElement | null = null;
  let content: HTMLElement | null = null;
  // slow: still loading or mounting, the retry message already shown
  let status: 'idle' | 'mounting' | 'slow' | 'mounted' | 'failed' = 'idle';
  let generation = 0;
  let failedAt = '';
  let stopListening: (() => void) | null = null;
  let lastProps: P | null = null;
  let mountFailed = false;

  const statusNow = () => status;
  const remoteProps = (props: P): P => ({ ...props, domElement: content as HTMLElement });

  function statusBox(): HTMLElement | null {
    return host?.querySelector<HTMLElement>('[data-remote-status]') ?? null;
  }

  function freshContent(): void {
    if (!host) return;
    content?.remove();
    content = document.createElement('div');
    content.dataset.remoteContent = id;
    host.prepend(content);
  }

  function showFailure(): void {
    const box = statusBox();
    if (!box || options.quiet) return;
    const { remoteFailed, retry } = options.messages();
    box.replaceChildren();
    box.setAttribute('role', 'alert');
    box.className = 'sf-remote-error';
    const p = document.createElement('p');
    p.textContent = remoteFailed;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'sf-button';
    button.textContent = retry;
    button.addEventListener('click', () => {
      if (lastProps) retryNow(lastProps);
    });
    box.append(p, button);
  }

  function clearStatus(): void {
    const box = statusBox();
    if (!box) return;
    box.replaceChildren();
    box.removeAttribute('role');
    box.className = '';
  }

  function listenForNavigation(): void {
    if (stopListening) return;
    const handler = () => {
      if ((status === 'failed' || status === 'slow') && window.location.href !== failedAt && lastProps) retryNow(lastProps);
    };
    window.addEventListener('single-spa:routing-event', handler);
    stopListening = () => {
      window.removeEventListener('single-spa:routing-event', handler);
      stopListening = null;
    };
  }

  function retryNow(props: P): void {
    // the attempt whose loads onRetry cuts off is superseded now: its failure changes nothing
    generation++;
    void Promise.resolve(options.onRetry?.()).then(() => attempt(props, true));
  }

  /**
   * Loads (if needed) and mounts the remote. `onNotice` runs when the retry message shows (the remote is slow):
   * the single-spa mount resolves then, so navigation is never held by a hanging remote.
   */
  async function attempt(props: P, fresh = false, onNotice?: () => void): Promise<void> {
    const mine = ++generation;
    status = 'mounting';
    clearStatus();
    // the server's first view stays in place for the remote to hydrate, on a retry after a failed or hanging load
    // too (the visitor keeps reading it); only a failed mount (its hydration may have half-changed it) starts afresh
    if (mountFailed || !content?.hasAttribute(FIRST_VIEW_ATTRIBUTE)) freshContent();
    const target = content;
    host?.setAttribute('aria-busy', 'true');
    const notice = setTimeout(() => {
      if (mine !== generation || status !== 'mounting') return;
      status = 'slow';
      failedAt = window.location.href;
      showFailure();
      listenForNavigation();
      onNotice?.();
    }, typeof noticeMs === 'function' ? noticeMs() : noticeMs);
    let loading = true;
    try {
      // Only the newest attempt writes the shared state: an older one the retry superseded (its hung script abandoned)
      // still settles, and its late failure must not drop the lifecycles the retry is mounting with.
      let current = lifecycles;
      if (!current) {
        current = toLifecycles<P>(await options.load(fresh));
        if (mine !== generation) return;
        lifecycles = current;
        bootstrapped = false;
      }
      loading = false;
      if (mine !== generation) return;
      if (!bootstrapped) {
        await timeout(run(current.bootstrap, remoteProps(props)), mountTimeoutMs, `${id} bootstrap`);
        bootstrapped = true;
      }
      await timeout(run(current.mount, remoteProps(props)), mountTimeoutMs, `${id} mount`);
      clearTimeout(notice);
      if (mine !== generation) {
        // unmounted while this slow mount was finishing: take it down again
        if (statusNow() === 'idle') await run(current.unmount, { ...props, domElement: target as HTMLElement }).catch(() => undefined);
        return;
      }
      status = 'mounted';
      mountFailed = false;
      clearStatus();
      host?.removeAttribute('aria-busy');
      stopListening?.();
    } catch (error) {
      clearTimeout(notice);
      if (mine !== generation) return;
      if (loading) lifecycles = null; // load again next time
      mountFailed = !loading;
      status = 'failed';
      failedAt = window.location.href;
      host?.removeAttribute('aria-busy');
      showFailure();
      listenForNavigation();
      options.onError(error, id);
    }
  }

  return {
    bootstrap: async () => undefined,
    mount: async (props: P) => {
      lastProps = props;
      const slot = options.slot();
      if (!slot) throw new Error(`slot of ${id} not found`);
      // the server may have rendered this application's first view in the slot (contracts firstViewSlot)
      const served = [...slot.children].find((child): child is HTMLElement => child instanceof HTMLElement && child.dataset.remote === id && !!child.querySelector('[data-remote-status]'));
      if (served) {
        host = served;
        content = served.querySelector<HTMLElement>(`[data-remote-content][${FIRST_VIEW_ATTRIBUTE}]`);
      } else {
        host = document.createElement('div');
        host.dataset.remote = id;
        const box = document.createElement('div');
        box.dataset.remoteStatus = '';
        host.append(box);
        slot.append(host);
      }
      await new Promise<void>((resolve) => void attempt(props, false, resolve).then(resolve));
      options.onSettled?.();
    },
    unmount: async (props: P) => {
      generation++;
      stopListening?.();
      const wasMounted = status === 'mounted';
      status = 'idle';
      try {
        if (wasMounted && lifecycles) await timeout(run(lifecycles.unmount, remoteProps(props)), mountTimeoutMs, `${id} unmount`);
      } catch (error) {
        // a remote that cannot unmount is loaded afresh next time
        lifecycles = null;
        options.onError(error, id);
      } finally {
        host?.remove();
        host = null;
        content = null;
      }
    },
    update: async (props: P) => {
      lastProps = props;
      if (status === 'mounted' && lifecycles?.update) await run(lifecycles.update, remoteProps(props));
    },
  } as LifeCycles<P>;
}
