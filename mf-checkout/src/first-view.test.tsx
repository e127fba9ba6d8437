/**
 * The stay checkout's first view in the browser (docs/decisions/0142): the frame the server rendered is hydrated in
 * place whatever the link's hash, then the page reads the hash and fills in the stay's summary in the same form;
 * what the buyer typed or chose before the scripts came is kept.
 */
import { fireEvent, waitFor } from '@testing-library/react';
import { addDays, toIsoDate } from '@storefront/criteria';
import type { FirstView, FirstViewInput, LoadRemote, StorefrontContext } from '@storefront/contracts';
import type { RemoteAppProps } from '@storefront/ui';
import { BUYER_STORAGE_KEY } from './features/buyer-form/use-buyer-form';
import { renderFirstView } from './first-view';
import { bootstrap, mount, unmount } from './spa';
import { detailFixture, quoteFixture } from './test/fixtures';
import { mockClient, testContext } from './test/render';

const api = mockClient({
  get: (path) => (path === '/api/weekend/{id}/detail.json' ? Promise.resolve(detailFixture) : path === '/product/{id}/quote' ? Promise.resolve(quoteFixture()) : Promise.reject(new Error(path))),
});
jest.mock('./api/client', () => ({ apiClientFor: () => api.client }));

const checkin = addDays(toIsoDate(new Date()), 20);
const HASH = `#checkin=${checkin}&checkout=${addDays(checkin, 2)}&night=2&a=2&c=1&b=0&id=100015&offerId=100018&activityDates=${addDays(checkin, 1)}`;

function inputAt(url: string, context: StorefrontContext): FirstViewInput {
  return { url, context, endpoints: context.endpoints, viewport: 'mobile' };
}

/** The page as the server sends it (contracts first-view.ts), opened at the link with its hash. */
function servePage(view: FirstView, hash: string): HTMLElement {
  window.history.replaceState(null, '', `/checkout${hash}`);
  document.body.innerHTML = `<script id="sf-first-view" type="application/json">${JSON.stringify(view.state)}</script><div id="slot" data-first-view="">${view.html}</div>`;
  return document.getElementById('slot')!;
}

function propsFor(domElement: HTMLElement, context: StorefrontContext): RemoteAppProps {
  return { context, domElement, loadRemote: jest.fn() as unknown as LoadRemote, name: 'mf_checkout/spa', singleSpa: {}, mountParcel: jest.fn() } as unknown as RemoteAppProps;
}

const field = (slot: HTMLElement, name: string) => slot.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

describe('the stay checkout’s first view in the browser', () => {
  // the lifecycles run as in a browser (not inside act): React warns of nothing but real trouble
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  beforeAll(() => void ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false));
  afterAll(() => void ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment));
  beforeEach(() => {
    window.sessionStorage.clear();
    api.calls.length = 0;
  });

  it('is hydrated in place whatever the hash, without a warning, then shows the stay of the hash in the same form', async () => {
    const warn = jest.spyOn(console, 'warn');
    const error = jest.spyOn(console, 'error');
    const context = testContext();
    const view = (await renderFirstView(inputAt('/checkout', context))) as FirstView;
    const slot = servePage(view, HASH);
    const heading = slot.querySelector('h1');
    const email = field(slot, 'email');
    const props = propsFor(slot, context);
    await bootstrap(props);
    await mount(props);
    expect(slot.hasAttribute('data-first-view')).toBe(false);
    expect(slot.querySelector('h1')).toBe(heading);
    // the stay of the hash, read once hydrated
    await waitFor(() => expect(slot.querySelector('[data-testid="summary-travellers"]')).toHaveTextContent('2 adultes, 1 enfant'));
    expect(api.calls.find((c) => c.path === '/product/{id}/quote')?.options.pathParams).toEqual({ id: 100018 });
    expect(slot.querySelector('[aria-busy]')).toBeNull();
    // the served form is the form in use
    expect(field(slot, 'email')).toBe(email);
    fireEvent.change(email, { target: { value: 'ana@example.com' } });
    expect(field(slot, 'email').value).toBe('ana@example.com');
    await unmount(props);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });

  it('keeps what the buyer typed and chose before the scripts came, and the details this tab kept', async () => {
    const error = jest.spyOn(console, 'error');
    const context = testContext();
    const view = (await renderFirstView(inputAt('/checkout', context))) as FirstView;
    const slot = servePage(view, HASH);
    window.sessionStorage.setItem(BUYER_STORAGE_KEY, JSON.stringify({ firstName: 'Ana', city: 'Lyon' }));
    // typed into the server's markup: no script listens yet
    field(slot, 'email').value = 'ana@example.com';
    field(slot, 'city').value = 'Annecy';
    slot.querySelector<HTMLInputElement>('input[name="civility"][value="MRS"]')!.checked = true;
    slot.querySelector<HTMLSelectElement>('select[name="country"]')!.value = 'BE';
    const props = propsFor(slot, context);
    await bootstrap(props);
    await mount(props);
    await waitFor(() => expect(slot.querySelector('[data-testid="summary-travellers"]')).not.toBeNull());
    expect(field(slot, 'email').value).toBe('ana@example.com');
    expect(field(slot, 'firstName').value).toBe('Ana');
    // typed over what was kept
    expect(field(slot, 'city').value).toBe('Annecy');
    expect(slot.querySelector<HTMLInputElement>('input[name="civility"][value="MRS"]')!.checked).toBe(true);
    expect(slot.querySelector<HTMLSelectElement>('select[name="country"]')!.value).toBe('BE');
    // the form's state has them (a reload keeps them; the rules validate them)
    expect(JSON.parse(window.sessionStorage.getItem(BUYER_STORAGE_KEY)!)).toMatchObject({ email: 'ana@example.com', firstName: 'Ana', city: 'Annecy', civility: 'MRS', country: 'BE' });
    // a later change of another field leaves them as typed
    fireEvent.change(field(slot, 'lastName'), { target: { value: 'Martin' } });
    expect(field(slot, 'email').value).toBe('ana@example.com');
    await unmount(props);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
