/** A stand-in for the browser's IntersectionObserver (jsdom has none): the test says when the observed elements show. */
import { act } from '@testing-library/react';

export class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
    FakeObserver.all = FakeObserver.all.filter((o) => o !== this);
  }
  /** Every observed element scrolls into view. */
  static showAll() {
    for (const observer of [...FakeObserver.all]) {
      const entries = observer.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      act(() => observer.callback(entries, observer as unknown as IntersectionObserver));
    }
  }
}

export function installFakeObserver(): void {
  beforeEach(() => {
    FakeObserver.all = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
}
