import { releaseReservedSpace } from './reserved-space';

/** jsdom has no layout: heights come from a data-height attribute. */
function withHeights(): void {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const h = this.id === 'sf-banners' && this.hasAttribute('data-reserve') ? 150 : Number(this.dataset.height ?? 0);
    return { height: h, width: 0, top: 0, left: 0, bottom: h, right: 0, x: 0, y: 0, toJSON: () => ({}) } as DOMRect;
  });
}

function slot(): HTMLElement {
  document.body.innerHTML = '<div id="sf-banners" data-reserve></div>';
  return document.getElementById('sf-banners') as HTMLElement;
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'queueMicrotask'] });
  withHeights();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('releaseReservedSpace', () => {
  it('keeps the reservation while the banners are not in, releases it once the content fills it', async () => {
    const el = slot();
    releaseReservedSpace(el);
    el.innerHTML = '<div data-height="0"></div>'; // the remote mounted, its data not there yet
    await Promise.resolve();
    expect(el.hasAttribute('data-reserve')).toBe(true);
    (el.firstElementChild as HTMLElement).innerHTML = '<aside data-height="150"></aside>';
    (el.firstElementChild as HTMLElement).dataset.height = '150';
    await Promise.resolve();
    expect(el.hasAttribute('data-reserve')).toBe(false);
  });

  it('shorter content releases the reservation once it has settled', async () => {
    const el = slot();
    releaseReservedSpace(el, { settleMs: 500 });
    el.innerHTML = '<div data-height="60"></div>';
    await Promise.resolve();
    jest.advanceTimersByTime(400);
    expect(el.hasAttribute('data-reserve')).toBe(true);
    jest.advanceTimersByTime(200);
    expect(el.hasAttribute('data-reserve')).toBe(false);
  });

  it('releases after the deadline when nothing comes (remote failed, no banner)', () => {
    const el = slot();
    releaseReservedSpace(el, { maxMs: 1000 });
    jest.advanceTimersByTime(999);
    expect(el.hasAttribute('data-reserve')).toBe(true);
    jest.advanceTimersByTime(1);
    expect(el.hasAttribute('data-reserve')).toBe(false);
  });

  it('does nothing on a slot without reservation', () => {
    document.body.innerHTML = '<div id="sf-banners"></div>';
    expect(() => releaseReservedSpace(document.getElementById('sf-banners'))).not.toThrow();
    expect(() => releaseReservedSpace(null)).not.toThrow();
  });
});
