import { act, render, screen } from '@testing-library/react';
import { SectionNav } from './section-nav';

/** A stand-in for the browser's IntersectionObserver: the test says which sections cross the reading band. */
class FakeObserver {
  static current: FakeObserver | null = null;
  observed: Element[] = [];
  options: IntersectionObserverInit | undefined;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    FakeObserver.current = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  /** `tops`: the sections now crossing the band and where each starts (px from the viewport top); the others left it. */
  cross(tops: Record<string, number>) {
    for (const element of this.observed) element.getBoundingClientRect = () => ({ top: tops[element.id] ?? 0 }) as DOMRect;
    const entries = this.observed.map((target) => ({ target, isIntersecting: target.id in tops }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

beforeEach(() => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

function page(sticky = false) {
  return render(
    <>
      <SectionNav
        label="Sur cette page"
        sticky={sticky}
        sections={[
          { id: 'about', label: 'À propos' },
          { id: 'offers', label: 'Offres' },
          { id: 'reviews', label: 'Avis' },
        ]}
      />
      <section id="about" />
      <section id="offers" />
      <section id="reviews" />
    </>,
  );
}

const current = () => screen.queryAllByRole('link').filter((l) => l.getAttribute('aria-current') === 'location').map((l) => l.textContent);

describe('section navigation', () => {
  it('links each section and marks none before a section reaches the reading band', () => {
    page(true);
    const nav = screen.getByRole('navigation', { name: 'Sur cette page' });
    expect(nav).toHaveClass('sf-product-tabs--sticky');
    expect(screen.getByRole('link', { name: 'Offres' })).toHaveAttribute('href', '#offers');
    expect(current()).toEqual([]);
    expect(FakeObserver.current?.observed.map((e) => e.id)).toEqual(['about', 'offers', 'reviews']);
    // the band: below the sticky bar, down to a quarter of the viewport
    expect(FakeObserver.current?.options?.rootMargin).toBe('-56px 0px -75% 0px');
  });

  it('marks the section that starts lowest in the band, and keeps it while none crosses the band', () => {
    page();
    FakeObserver.current!.cross({ about: -400 });
    expect(current()).toEqual(['À propos']);
    // the end of About and the start of Offers in the band (an anchor jump to Offers stops just below the bar)
    FakeObserver.current!.cross({ about: -900, offers: 60 });
    expect(current()).toEqual(['Offres']);
    FakeObserver.current!.cross({});
    expect(current()).toEqual(['Offres']);
    FakeObserver.current!.cross({ reviews: 120 });
    expect(current()).toEqual(['Avis']);
  });
});
