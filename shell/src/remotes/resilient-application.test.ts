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
});
