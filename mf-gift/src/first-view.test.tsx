/**
 * mf-gift's first view (docs/decisions/0138): what the server renders (the gift card, a box, the box listing) and how
 * the browser hydrates it in place: the same nodes, no second call for the answers it carries, no React warning, and
 * the page answers the visitor afterwards. The render without a window: ./first-view.server.test.tsx.
 */
import { fireEvent, waitFor } from '@testing-library/react';
import { ApiError } from '@storefront/api-client';
import { paths, type FirstView, type FirstViewInput, type LoadRemote } from '@storefront/contracts';
import type { RemoteAppProps } from '@storefront/ui';
import { fetchBox, fetchBoxes, fetchBoxOffers } from './api/boxes';
import { GIFT_CARD_DRAFT_KEY } from './features/giftcard/giftcard-page';
import { renderFirstView } from './first-view';
import { bootstrap, mount, unmount } from './spa';
import { installFakeObserver } from './test/fake-observer';
import { boxFixture } from './test/box-fixture';
import { testContext } from './test/render';

jest.mock('./api/boxes', () => ({
  ...jest.requireActual('./api/boxes'),
  fetchBox: jest.fn(),
  fetchBoxes: jest.fn(),
  fetchBoxOffers: jest.fn(),
}));
const box = jest.mocked(fetchBox);
const boxes = jest.mocked(fetchBoxes);
const offers = jest.mocked(fetchBoxOffers);

jest.setTimeout(30_000);
installFakeObserver();

const p = paths('fr_FR');
const context = testContext();
/** The box listing of the French site (/{gift} alone). */
const LISTING = '/cadeau';

function inputAt(url: string): FirstViewInput {
  // jsdom has a window: the location is the page's, as the server's render has it from the view's URL
  window.history.replaceState(null, '', url);
  return { url, context, endpoints: { ...context.endpoints, api: 'http://127.0.0.1:9/api' }, viewport: 'mobile' };
}

/** The page as the server sends it (contracts first-view.ts): the view in the slot, its state in the page. */
function servePage(view: FirstView): HTMLElement {
  document.body.innerHTML = `<script id="sf-first-view" type="application/json">${JSON.stringify(view.state)}</script><div id="slot" data-first-view="">${view.html}</div>`;
  return document.getElementById('slot')!;
}

function propsFor(domElement: HTMLElement): RemoteAppProps {
  return { context, domElement, loadRemote: jest.fn() as unknown as LoadRemote, name: 'mf_gift/spa', singleSpa: {}, mountParcel: jest.fn() } as unknown as RemoteAppProps;
}

beforeEach(() => {
  box.mockReset().mockImplementation(async (_client, code) => boxFixture(code) as never);
  boxes.mockReset().mockResolvedValue({ boxes: [boxFixture('GOUR1EBOX'), boxFixture('GOUR1BOX'), boxFixture('SPA2EBOX')], totalCount: 3 } as never);
  offers.mockReset().mockResolvedValue([]);
  window.localStorage.clear();
});

describe('renderFirstView', () => {
  it('leaves the gift set-up (its choices in the hash), the beneficiary page and other pages to the browser', async () => {
    for (const url of [p.giftSetup(100015), p.beneficiaryLogin(), '/sejour/100015', '/nowhere/at/all']) {
      expect(await renderFirstView(inputAt(url))).toBeNull();
    }
    expect(box).not.toHaveBeenCalled();
    expect(boxes).not.toHaveBeenCalled();
  });

  it('renders the gift card customisation with its amounts and preview, reading nothing from the API', async () => {
    const view = (await renderFirstView(inputAt(p.giftcard()))) as FirstView;
    expect(view.html).toContain('<h1 class="sf-gift-title">Offrez une carte cadeau</h1>');
    expect(view.html).toContain('Autre montant');
    expect(view.html).toContain('data-testid="giftcard-preview"');
    expect(view.state).toMatchObject({ remote: 'mf-gift', url: p.giftcard(), data: {} });
  });

  it("renders a box's page with its detail and image, and the listing with its e-boxes", async () => {
    const detail = (await renderFirstView(inputAt(p.giftBoxCard('gourmand', 'GOUR1EBOX')))) as FirstView;
    expect(box).toHaveBeenCalledWith(expect.anything(), 'GOUR1EBOX');
    expect(detail.html).toContain('<h1 class="sf-gift-title">Coffret GOUR1EBOX</h1>');
    expect(detail.html).toContain('src="/960.jpg"');
    expect(detail.html).toMatch(/data-testid="box-price">199,90\s€/);
    // the detail travels in the view, for the browser's hydration
    expect(Object.values(detail.state.data)).toEqual([boxFixture('GOUR1EBOX')]);
    const listing = (await renderFirstView(inputAt(LISTING))) as FirstView;
    expect(listing.html).toContain('Coffret GOUR1EBOX');
    expect(listing.html).toContain('Coffret SPA2EBOX');
    // the listing shows e-boxes only
    expect(listing.html).not.toContain('Coffret GOUR1BOX<');
    expect(Object.keys(listing.state.data)).toEqual(['boxes']);
  });

  it('leaves a box the API does not know to the browser (its message), and fails when the API fails', async () => {
    box.mockRejectedValueOnce(new ApiError(404, 'NOT_FOUND', 'no such box'));
    expect(await renderFirstView(inputAt(p.giftBoxCard('x', 'NOPE1EBOX')))).toBeNull();
    box.mockRejectedValueOnce(new ApiError(503, 'UNAVAILABLE', 'down'));
    await expect(renderFirstView(inputAt(p.giftBoxCard('x', 'GOUR1EBOX')))).rejects.toThrow('down');
  });
});

describe('the first view in the browser', () => {
  // the lifecycles run as in a browser (not inside act): React warns of nothing but real trouble
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  beforeAll(() => void ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false));
  afterAll(() => void ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment));

  async function hydrate(url: string, visitor: () => void = () => undefined) {
    const view = (await renderFirstView(inputAt(url))) as FirstView;
    // what only the visitor's browser has (the server never sees it)
    visitor();
    const slot = servePage(view);
    const heading = slot.querySelector('h1');
    box.mockClear();
    boxes.mockClear();
    const props = propsFor(slot);
    await bootstrap(props);
    await mount(props);
    expect(slot.hasAttribute('data-first-view')).toBe(false);
    expect(slot.querySelector('h1')).toBe(heading);
    return { slot, props };
  }

  it('hydrates the gift card in place, then takes the giver’s draft and answers a new amount', async () => {
    const warn = jest.spyOn(console, 'warn');
    const error = jest.spyOn(console, 'error');
    const { slot, props } = await hydrate(p.giftcard(), () => window.localStorage.setItem(GIFT_CARD_DRAFT_KEY, JSON.stringify({ fromName: 'Anne', message: 'Bon anniversaire' })));
    const preview = slot.querySelector('[data-testid="giftcard-preview"]')!;
    // the draft the server could not know comes in after the hydration, and stays saved
    await waitFor(() => expect(preview.textContent).toContain('Bon anniversaire'));
    expect(JSON.parse(window.localStorage.getItem(GIFT_CARD_DRAFT_KEY)!)).toEqual({ fromName: 'Anne', message: 'Bon anniversaire' });
    const fifty = [...slot.querySelectorAll<HTMLInputElement>('input[name="sf-gift-amount"]')].find((input) => input.value === '5000')!;
    fireEvent.click(fifty);
    await waitFor(() => expect(preview.textContent).toMatch(/50\s€/));
    await unmount(props);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });

  it("hydrates a box's page with the detail it carries (no second call), then opens the format choice", async () => {
    const warn = jest.spyOn(console, 'warn');
    const error = jest.spyOn(console, 'error');
    const { slot, props } = await hydrate(p.giftBoxCard('gourmand', 'GOUR1EBOX'));
    const offer = [...slot.querySelectorAll('button')].find((b) => b.textContent === 'Offrir')!;
    fireEvent.click(offer);
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull());
    expect(box).not.toHaveBeenCalled();
    await unmount(props);
    // the listing likewise
    const listing = await hydrate(LISTING);
    expect(listing.slot.querySelectorAll('.sf-gift-box-card')).toHaveLength(2);
    expect(boxes).not.toHaveBeenCalled();
    await unmount(listing.props);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });
});
