import { resilientApplication, type RemoteLifecycles } from './resilient-application';

type P = { domElement?: HTMLElement; name: string };
const messages = () => ({ remoteFailed: 'Cette partie de la page n’a pas pu être chargée.', retry: 'Réessayer', loading: '' });

function lifecycles(): RemoteLifecycles<P> & { mounted: number } {
  const l = {
    mounted: 0,
    bootstrap: jest.fn(async () => undefined),
    mount: jest.fn(async (p: P) => {
      l.mounted++;
      p.domElement!.textContent = 'remote content';
    }),
    unmount: jest.fn(async (p: P) => {
      p.domElement!.textContent = '';
    }),
  };
  return l;
}

beforeEach(() => {
  document.body.innerHTML = '<main id="sf-main"></main>';
});

const slot = () => document.getElementById('sf-main');

describe('resilientApplication', () => {
  it('mounts the remote in its own element of the slot and unmounts it', async () => {
    const remote = lifecycles();
    const app = resilientApplication<P>({ id: 'mf_x/spa', slot, load: async () => remote, messages, onError: jest.fn() });
    await (app.mount as (p: P) => Promise<void>)({ name: 'mf_x' });
    expect(slot()!.textContent).toBe('remote content');
    expect(slot()!.querySelector('[data-remote="mf_x/spa"]')).not.toBeNull();
    await (app.unmount as (p: P) => Promise<void>)({ name: 'mf_x' });
    expect(slot()!.children).toHaveLength(0);
  });

  it('a failed load shows the retry message; the retry button loads and mounts it', async () => {
    const remote = lifecycles();
    const onError = jest.fn();
    const load = jest.fn().mockRejectedValueOnce(new Error('manifest 404')).mockResolvedValue(remote);
    const app = resilientApplication<P>({ id: 'mf_x/spa', slot, load, messages, onError });
    await (app.mount as (p: P) => Promise<void>)({ name: 'mf_x' });
    const alert = slot()!.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Cette partie de la page n’a pas pu être chargée.');
    expect(onError).toHaveBeenCalledTimes(1);
    (alert!.querySelector('button') as HTMLButtonElement).click();
    await new Promise((r) => setTimeout(r, 0));
    expect(slot()!.querySelector('[role="alert"]')).toBeNull();
    expect(slot()!.textContent).toBe('remote content');
  });

  it('retries on the next navigation without a reload', async () => {
    const remote = lifecycles();
    const load = jest.fn().mockRejectedValueOnce(new Error('aborted')).mockResolvedValue(remote);
    const app = resilientApplication<P>({ id: 'mf_x/spa', slot, load, messages, onError: jest.fn() });
    await (app.mount as (p: P) => Promise<void>)({ name: 'mf_x' });
    window.history.pushState(null, '', '/elsewhere');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    await new Promise((r) => setTimeout(r, 0));
    expect(remote.mounted).toBe(1);
    expect(slot()!.textContent).toBe('remote content');
  });

  it('a mount that throws or hangs counts as a failure; quiet slots show nothing', async () => {
    const hanging = { mount: () => new Promise<never>(() => undefined), unmount: async () => undefined };
    const app = resilientApplication<P>({ id: 'mf_x/spa', slot, load: async () => hanging, messages, onError: jest.fn(), mountTimeoutMs: 50 });
    await (app.mount as (p: P) => Promise<void>)({ name: 'mf_x' });
    expect(slot()!.querySelector('[role="alert"]')).not.toBeNull();
    document.body.innerHTML = '<main id="sf-main"></main>';
    const quiet = resilientApplication<P>({ id: 'mf_y/banners', slot, load: async () => Promise.reject(new Error('x')), messages, onError: jest.fn(), quiet: true });
    await (quiet.mount as (p: P) => Promise<void>)({ name: 'mf_y' });
    expect(slot()!.querySelector('[role="alert"]')).toBeNull();
  });

  it('a slow remote: retry message at the notice time, then its content when it arrives (no reload)', async () => {
    const remote = lifecycles();
    let arrive: (l: RemoteLifecycles<P>) => void = () => undefined;
    const load = jest.fn(() => new Promise<RemoteLifecycles<P>>((resolve) => (arrive = resolve)));
    const onError = jest.fn();
    const app = resilientApplication<P>({ id: 'mf_x/spa', slot, load, messages, onError, noticeMs: () => 20 });
    // the single-spa mount resolves with the message shown: a hanging remote never holds navigation
    await (app.mount as (p: P) => Promise<void>)({ name: 'mf_x' });
    expect(slot()!.querySelector('[role="alert"]')?.textContent).toContain('Réessayer');
    arrive(remote);
    await new Promise((r) => setTimeout(r, 0));
    expect(slot()!.querySelector('[role="alert"]')).toBeNull();
    expect(slot()!.textContent).toBe('remote content');
    expect(onError).not.toHaveBeenCalled();
  });

  it('a slow remote unmounted before it arrives is taken down again when it does', async () => {
    const remote = lifecycles();
    let arrive: (l: RemoteLifecycles<P>) => void = () => undefined;
    const app = resilientApplication<P>({ id: 'mf_x/spa', slot, load: () => new Promise((resolve) => (arrive = resolve)), messages, onError: jest.fn(), noticeMs: 20 });
    await (app.mount as (p: P) => Promise<void>)({ name: 'mf_x' });
    await (app.unmount as (p: P) => Promise<void>)({ name: 'mf_x' });
    arrive(remote);
    await new Promise((r) => setTimeout(r, 0));
    expect(remote.mount).not.toHaveBeenCalled();
    expect(slot()!.children).toHaveLength(0);
  });

  it('the retry button of a hanging remote starts a fresh load (the hung one is dropped)', async () => {
    const remote = lifecycles();
    const load = jest.fn((fresh: boolean) => (fresh ? Promise.resolve(remote) : new Promise<RemoteLifecycles<P>>(() => undefined)));
    const app = resilientApplication<P>({ id: 'mf_x/spa', slot, load, messages, onError: jest.fn(), noticeMs: 20 });
    void (app.mount as (p: P) => Promise<void>)({ name: 'mf_x' });
    await new Promise((r) => setTimeout(r, 40));
    (slot()!.querySelector('[role="alert"] button') as HTMLButtonElement).click();
    await new Promise((r) => setTimeout(r, 0));
    expect(load).toHaveBeenLastCalledWith(true);
    expect(slot()!.querySelector('[role="alert"]')).toBeNull();
    expect(slot()!.textContent).toBe('remote content');
  });

  it('a hung load the retry abandoned, failing while the retry mounts, leaves the retried mount alone', async () => {
    const remote = lifecycles();
    let releaseBootstrap = () => undefined as void;
    remote.bootstrap = jest.fn(() => new Promise<undefined>((r) => (releaseBootstrap = () => r(undefined))));
    let failHungLoad = (_: Error) => undefined as void;
    const load = jest.fn((fresh: boolean) => (fresh ? Promise.resolve(remote) : new Promise<RemoteLifecycles<P>>((_, reject) => (failHungLoad = reject))));
    const onError = jest.fn();
    const app = resilientApplication<P>({ id: 'mf_x/spa', slot, load, messages, onError, noticeMs: 20 });
    void (app.mount as (p: P) => Promise<void>)({ name: 'mf_x' });
    await new Promise((r) => setTimeout(r, 40));
    (slot()!.querySelector('[role="alert"] button') as HTMLButtonElement).click();
    await new Promise((r) => setTimeout(r, 0));
    // the retry is bootstrapping the remote when the abandoned first load fails (its script's error event)
    failHungLoad(new Error('Loading chunk 354 failed.'));
    await new Promise((r) => setTimeout(r, 0));
    releaseBootstrap();
    await new Promise((r) => setTimeout(r, 0));
    expect(slot()!.querySelector('[role="alert"]')).toBeNull();
    expect(slot()!.textContent).toBe('remote content');
    expect(onError).not.toHaveBeenCalled();
  });

  it('calls onRetry before each retry (the shell abandons the hung scripts there), not before the first attempt', async () => {
    const remote = lifecycles();
    const order: string[] = [];
    const load = jest.fn((fresh: boolean) => {
      order.push(fresh ? 'fresh load' : 'load');
      return fresh ? Promise.resolve(remote) : new Promise<RemoteLifecycles<P>>(() => undefined);
    });
    const app = resilientApplication<P>({ id: 'mf_x/spa', slot, load, messages, onError: jest.fn(), noticeMs: 20, onRetry: () => void order.push('retry') });
    void (app.mount as (p: P) => Promise<void>)({ name: 'mf_x' });
    await new Promise((r) => setTimeout(r, 40));
    (slot()!.querySelector('[role="alert"] button') as HTMLButtonElement).click();
    await new Promise((r) => setTimeout(r, 0));
    expect(order).toEqual(['load', 'retry', 'fresh load']);
    expect(slot()!.textContent).toBe('remote content');
  });
});

describe('resilientApplication retries after onRetry has settled', () => {
  it('loads again only once the promise onRetry returns has settled (the abandoned loads have failed by then)', async () => {
    document.body.innerHTML = '<main id="sf-main"></main>';
    const remote = { bootstrap: jest.fn(async () => undefined), mount: jest.fn(async (p: P) => void p.domElement?.append('remote content')), unmount: jest.fn(async () => undefined) };
    const order: string[] = [];
    let settle: () => void = () => undefined;
    const load = jest.fn((fresh: boolean) => {
      order.push(fresh ? 'fresh load' : 'load');
      return fresh ? Promise.resolve(remote) : new Promise<RemoteLifecycles<P>>(() => undefined);
    });
    const onRetry = () => new Promise<void>((resolve) => (settle = () => (order.push('settled'), resolve())));
    const app = resilientApplication<P>({ id: 'mf_x/spa', slot, load, messages, onError: jest.fn(), noticeMs: 20, onRetry });
    void (app.mount as (p: P) => Promise<void>)({ name: 'mf_x' });
    await new Promise((r) => setTimeout(r, 40));
    (slot()!.querySelector('[role="alert"] button') as HTMLButtonElement).click();
    await new Promise((r) => setTimeout(r, 10));
    expect(order).toEqual(['load']);
    settle();
    await new Promise((r) => setTimeout(r, 0));
    expect(order).toEqual(['load', 'settled', 'fresh load']);
    expect(slot()!.textContent).toBe('remote content');
  });
});

describe('resilientApplication with the server’s first view in the slot', () => {
  const served = () =>
    '<div data-remote="mf_x/spa"><div data-remote-content="mf_x/spa" data-first-view=""><h1 id="served">Offer</h1></div><div data-remote-status=""></div></div>';

  it('mounts the remote on the server’s elements, the view left in place for it to hydrate', async () => {
    document.body.innerHTML = `<main id="sf-main">${served()}</main>`;
    const heading = document.getElementById('served');
    let given: HTMLElement | undefined;
    const remote = { bootstrap: jest.fn(async () => undefined), mount: jest.fn(async (p: P) => void (given = p.domElement)), unmount: jest.fn(async () => undefined) };
    const app = resilientApplication<P>({ id: 'mf_x/spa', slot, load: async () => remote, messages, onError: jest.fn() });
    await (app.mount as (p: P) => Promise<void>)({ name: 'mf_x' });
    expect(slot()!.querySelectorAll('[data-remote]')).toHaveLength(1);
    expect(given?.dataset.remoteContent).toBe('mf_x/spa');
    expect(given?.contains(heading)).toBe(true);
    expect(document.getElementById('served')).toBe(heading);
  });

  it('a retry after a failed load hydrates the same view: it stays readable until the remote has mounted', async () => {
    document.body.innerHTML = `<main id="sf-main">${served()}</main>`;
    const heading = document.getElementById('served');
    const given: HTMLElement[] = [];
    const remote = { bootstrap: jest.fn(async () => undefined), mount: jest.fn(async (p: P) => void given.push(p.domElement!)), unmount: jest.fn(async () => undefined) };
    let fail = true;
    const app = resilientApplication<P>({ id: 'mf_x/spa', slot, load: async () => (fail ? Promise.reject(new Error('offline')) : remote), messages, onError: jest.fn() });
    await (app.mount as (p: P) => Promise<void>)({ name: 'mf_x' });
    // the view stays readable next to the retry message
    expect(document.getElementById('served')).toBe(heading);
    expect(slot()!.querySelector('[role="alert"]')).not.toBeNull();
    fail = false;
    (slot()!.querySelector('[role="alert"] button') as HTMLButtonElement).click();
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    expect(slot()!.querySelector('[role="alert"]')).toBeNull();
    expect(given).toHaveLength(1);
    expect(given[0]!.contains(heading)).toBe(true);
    expect(document.getElementById('served')).toBe(heading);
  });

  it('a retry after a failed mount (its hydration may have half-changed the view) starts from an empty content element', async () => {
    document.body.innerHTML = `<main id="sf-main">${served()}</main>`;
    const remote = lifecycles();
    (remote.mount as jest.Mock).mockRejectedValueOnce(new Error('hydration failed'));
    const app = resilientApplication<P>({ id: 'mf_x/spa', slot, load: async () => remote, messages, onError: jest.fn() });
    await (app.mount as (p: P) => Promise<void>)({ name: 'mf_x' });
    expect(slot()!.querySelector('[role="alert"]')).not.toBeNull();
    (slot()!.querySelector('[role="alert"] button') as HTMLButtonElement).click();
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    expect(document.getElementById('served')).toBeNull();
    expect(slot()!.querySelector('[data-first-view]')).toBeNull();
    expect(slot()!.textContent).toBe('remote content');
  });

  it('another application’s view is not adopted', async () => {
    document.body.innerHTML = `<main id="sf-main">${served().replace(/mf_x/g, 'mf_y')}</main>`;
    const remote = lifecycles();
    const app = resilientApplication<P>({ id: 'mf_x/spa', slot, load: async () => remote, messages, onError: jest.fn() });
    await (app.mount as (p: P) => Promise<void>)({ name: 'mf_x' });
    expect(slot()!.querySelector('[data-remote="mf_x/spa"]')!.textContent).toBe('remote content');
  });
});
