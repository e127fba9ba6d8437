import { releaseReservedSpace } from './reserved-space';

/**
 * jsdom has no layout and no ResizeObserver: this one reports the heights the test gives (`resize`) for the elements
 * observed, as the browser does after a layout.
 */
const observers = new Set<FakeResizeObserver>();
class FakeResizeObserver {
  observed = new Set<Element>();
  constructor(private readonly callback: ResizeObserverCallback) {
    observers.add(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
    observers.delete(this);
  }
  report(sizes: Array<[Element, number]>) {
    const entries = sizes
      .filter(([element]) => this.observed.has(element))
      .map(([target, blockSize]) => ({ target, borderBoxSize: [{ blockSize, inlineSize: 0 }], contentRect: { height: blockSize } }) as unknown as ResizeObserverEntry);
    if (entries.length) this.callback(entries, this as unknown as ResizeObserver);
  }
}
function resize(...sizes: Array<[Element, number]>): void {
  observers.forEach((observer) => observer.report(sizes));
}
const observing = () => [...observers].flatMap((o) => [...o.observed]);

function slot(): HTMLElement {
  document.body.innerHTML = '<div id="sf-banners" data-reserve></div>';
  return document.getElementById('sf-banners') as HTMLElement;
}

/** The slot's children are observed once the MutationObserver has seen them (a microtask). */
const mutationsSeen = () => Promise.resolve();

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'queueMicrotask'] });
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
});
afterEach(() => {
  jest.useRealTimers();
  observers.clear();
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
});

describe('releaseReservedSpace', () => {
  it('keeps the reservation while the banners are not in, releases it once the content fills it, without reading layout', async () => {
    const read = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const el = slot();
    releaseReservedSpace(el);
    resize([el, 150]);
    el.innerHTML = '<div></div>'; // the remote mounted, its data not there yet
    await mutationsSeen();
    const host = el.firstElementChild!;
    resize([host, 0]);
    expect(el.hasAttribute('data-reserve')).toBe(true);
    host.innerHTML = '<aside></aside>';
    resize([host, 150]);
    expect(el.hasAttribute('data-reserve')).toBe(false);
    expect(observing()).toEqual([]);
    expect(read).not.toHaveBeenCalled();
  });

  it('sums the slot’s children, following those that come and go', async () => {
    const el = slot();
    releaseReservedSpace(el);
    resize([el, 150]);
    el.innerHTML = '<div id="a"></div><div id="b"></div>';
    await mutationsSeen();
    const [a, b] = [el.children[0]!, el.children[1]!];
    resize([a, 100], [b, 40]);
    expect(el.hasAttribute('data-reserve')).toBe(true);
    b.remove();
    const c = document.createElement('div');
    el.append(c);
    await mutationsSeen();
    expect(observing()).not.toContain(b);
    resize([b, 500]);
    expect(el.hasAttribute('data-reserve')).toBe(true);
    resize([c, 50]);
    expect(el.hasAttribute('data-reserve')).toBe(false);
  });

  it('shorter content releases the reservation once its size has settled', async () => {
    const el = slot();
    releaseReservedSpace(el, { settleMs: 500 });
    resize([el, 150]);
    el.innerHTML = '<div></div>';
    await mutationsSeen();
    resize([el.firstElementChild!, 40]);
    jest.advanceTimersByTime(400);
    resize([el.firstElementChild!, 60]);
    jest.advanceTimersByTime(400);
    expect(el.hasAttribute('data-reserve')).toBe(true);
    jest.advanceTimersByTime(100);
    expect(el.hasAttribute('data-reserve')).toBe(false);
  });

  it('releases after the deadline when nothing comes (remote failed, no banner)', () => {
    const el = slot();
    releaseReservedSpace(el, { maxMs: 1000 });
    jest.advanceTimersByTime(999);
    expect(el.hasAttribute('data-reserve')).toBe(true);
    jest.advanceTimersByTime(1);
    expect(el.hasAttribute('data-reserve')).toBe(false);
    expect(observing()).toEqual([]);
  });

  it('does nothing on a slot without reservation', () => {
    document.body.innerHTML = '<div id="sf-banners"></div>';
    expect(() => releaseReservedSpace(document.getElementById('sf-banners'))).not.toThrow();
    expect(() => releaseReservedSpace(null)).not.toThrow();
    expect(observing()).toEqual([]);
  });
});
