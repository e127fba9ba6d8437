import { waitFor } from '@testing-library/react';
import type { RemoteAppProps } from '@storefront/ui';
import { testContext } from '../test/render';
import { fetchFaqUrl } from './api/cms';
import { clearResources } from './api/resource';
import { CONTACT_LINKS_WAIT_MS, bootstrap, mount, unmount } from './spa';

jest.mock('./api/cms', () => ({ ...jest.requireActual('./api/cms'), fetchFaqUrl: jest.fn() }));

const faqAfter = (ms: number) =>
  jest.mocked(fetchFaqUrl).mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve('https://help.example.com/fr'), ms)));

// the lifecycles render as in the browser (single-spa mounts outside React's act)
type ActGlobal = { IS_REACT_ACT_ENVIRONMENT?: boolean };
const actEnvironment = (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT;
beforeAll(() => void ((globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = false));
afterAll(() => void ((globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = actEnvironment));

let slot: HTMLElement;
const props = () =>
  ({ context: testContext(), domElement: slot, loadRemote: jest.fn(), name: 'mf-content', singleSpa: {}, mountParcel: jest.fn() }) as unknown as RemoteAppProps;

beforeEach(async () => {
  clearResources();
  window.history.replaceState(null, '', '/contact');
  slot = document.createElement('main');
  document.body.append(slot);
  await bootstrap(props());
});
afterEach(async () => {
  await unmount(props());
  slot.remove();
});

describe('mf-content spa: the contact page appears whole (no content pushed down as it loads)', () => {
  it('its first render already has the page and its FAQ link, without a loading spinner', async () => {
    faqAfter(50);
    await mount(props());
    expect(slot.querySelector('h1')?.textContent).toBe('Contactez-nous');
    expect(slot.querySelector('[role="status"], .sf-ui-spinner')).toBeNull();
    expect([...slot.querySelectorAll('a')].map((a) => a.textContent)).toContain('Consulter la FAQ (nouvel onglet)');
  });

  it(`renders without the FAQ link when it takes longer than ${CONTACT_LINKS_WAIT_MS} ms, and shows it when it comes`, async () => {
    faqAfter(CONTACT_LINKS_WAIT_MS + 1500);
    await mount(props());
    expect(slot.querySelector('h1')?.textContent).toBe('Contactez-nous');
    expect(slot.textContent).not.toContain('Consulter la FAQ');
    await waitFor(() => expect(slot.textContent).toContain('Consulter la FAQ'), { timeout: 3000 });
  });
});
