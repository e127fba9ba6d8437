import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { startEarlyFetch, useFetch } from './use-fetch';
import type { FirstViewState } from '@storefront/contracts';
import { FirstViewContext } from '@storefront/ui';

/** A fetcher whose calls the test answers one by one. */
function controlledFetcher() {
  const calls: {
    key: string;
    signal: AbortSignal;
    resolve: (value: string) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const make = (key: string) => (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => calls.push({ key, signal, resolve, reject }));
  return { calls, make };
}

describe('useFetch', () => {
  it('loads for a key, then shows the data', async () => {
    const f = controlledFetcher();
    const { result } = renderHook(({ key }) => useFetch(key, f.make(key)), {
      initialProps: { key: 'offer:1' },
    });
    expect(result.current).toMatchObject({ loading: true, data: undefined });
    await act(async () => f.calls[0]!.resolve('first offer'));
    expect(result.current).toMatchObject({ loading: false, data: 'first offer', error: undefined });
  });

  it('a new key aborts the previous call, never shows its late answer, and shows no stale data while loading', async () => {
    const f = controlledFetcher();
    const { result, rerender } = renderHook(({ key }) => useFetch(key, f.make(key)), {
      initialProps: { key: 'offer:1' },
    });
    await act(async () => f.calls[0]!.resolve('first offer'));
    rerender({ key: 'offer:2' });
    expect(result.current).toMatchObject({ loading: true, data: undefined });
    rerender({ key: 'offer:3' });
    expect(f.calls[1]!.signal.aborted).toBe(true);
    await act(async () => f.calls[1]!.resolve('second offer (late)'));
    expect(result.current).toMatchObject({ loading: true, data: undefined });
    // a later answer, after the visitor's change, renders at once
    await act(async () => f.calls[2]!.resolve('third offer'));
    expect(result.current).toMatchObject({ loading: false, data: 'third offer' });
  });

  it('keeps the data while the same key reloads, and reports a failure without throwing', async () => {
    const f = controlledFetcher();
    const { result } = renderHook(() => useFetch('offer:1', f.make('offer:1')));
    await act(async () => f.calls[0]!.resolve('first offer'));
    act(() => result.current.reload());
    await waitFor(() => expect(f.calls).toHaveLength(2));
    expect(result.current).toMatchObject({ loading: true, data: 'first offer' });
    const failure = new Error('503');
    await act(async () => f.calls[1]!.reject(failure));
    expect(result.current).toMatchObject({ loading: false, error: failure, data: undefined });
  });

  it('does nothing without a key', () => {
    const fetcher = jest.fn();
    const { result } = renderHook(() => useFetch(null, fetcher));
    expect(fetcher).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ loading: false, data: undefined, error: undefined });
  });
});

describe('startEarlyFetch', () => {
  it('the first useFetch of the key takes the early request instead of calling its fetcher, once', async () => {
    let answer!: (value: string) => void;
    const earlyFetcher = jest.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    startEarlyFetch('offer:7', earlyFetcher);
    expect(earlyFetcher).toHaveBeenCalledTimes(1);
    const f = controlledFetcher();
    const { result } = renderHook(() => useFetch('offer:7', f.make('offer:7')));
    expect(f.calls).toHaveLength(0);
    expect(result.current).toMatchObject({ loading: true, data: undefined });
    await act(async () => answer('early offer'));
    expect(result.current).toMatchObject({ loading: false, data: 'early offer' });
    // a reload asks again (the early answer was used once)
    act(() => result.current.reload());
    await waitFor(() => expect(f.calls).toHaveLength(1));
  });

  it('a useFetch of another key calls its own fetcher and leaves the early request to its page', async () => {
    startEarlyFetch('offer:8', () => Promise.resolve('early offer 8'));
    const other = controlledFetcher();
    renderHook(() => useFetch('reviews:1', other.make('reviews:1')));
    expect(other.calls).toHaveLength(1);
    const own = controlledFetcher();
    const { result } = renderHook(() => useFetch('offer:8', own.make('offer:8')));
    await waitFor(() => expect(result.current.data).toBe('early offer 8'));
    expect(own.calls).toHaveLength(0);
  });

  it('an early request that fails is reported by the useFetch that takes it', async () => {
    startEarlyFetch('offer:9', () => Promise.reject(new Error('down')));
    const { result } = renderHook(() => useFetch('offer:9', () => Promise.resolve('never asked')));
    await waitFor(() => expect(result.current.error).toEqual(new Error('down')));
    expect(result.current.data).toBeUndefined();
  });
});

describe('useFetch with answers the render already has (a hydrated first view)', () => {
  /** A first view with these answers (its other fields do not matter to useFetch). */
  const servedView = (data: Record<string, unknown>) =>
    ({ remote: 'mf-product', url: '/sejour/1', viewport: 'desktop', renderedAt: 0, data }) satisfies FirstViewState;
  const given = ({ children }: { children: ReactNode }) => (
    <FirstViewContext.Provider value={servedView({ 'offer:1': 'served offer' })}>
      {children}
    </FirstViewContext.Provider>
  );

  it('shows the given answer from the first render and does not fetch it again', async () => {
    const f = controlledFetcher();
    const { result } = renderHook(({ key }) => useFetch(key, f.make(key)), {
      initialProps: { key: 'offer:1' },
      wrapper: given,
    });
    expect(result.current).toMatchObject({ loading: false, data: 'served offer' });
    await act(async () => undefined);
    expect(f.calls).toHaveLength(0);
  });

  it('fetches other keys, a later key change and a reload as usual', async () => {
    const f = controlledFetcher();
    const { result, rerender } = renderHook(({ key }) => useFetch(key, f.make(key)), {
      initialProps: { key: 'reviews:1' },
      wrapper: given,
    });
    expect(result.current).toMatchObject({ loading: true, data: undefined });
    await act(async () => f.calls[0]!.resolve('reviews'));
    rerender({ key: 'offer:1' });
    expect(f.calls.map((c) => c.key)).toEqual(['reviews:1', 'offer:1']);
    await act(async () => f.calls[1]!.resolve('fetched offer'));
    expect(result.current.data).toBe('fetched offer');
    act(() => result.current.reload());
    expect(f.calls).toHaveLength(3);
  });
});

describe('useFetch of an answer the first render does not show (firstView: false; the server side: use-fetch.server.test.tsx)', () => {
  it('in the browser, a hydrated first view starts it loading and fetches it after hydrating', async () => {
    const f = controlledFetcher();
    const view = { remote: 'mf-product', url: '/sejour/1', viewport: 'desktop', renderedAt: 0, data: {} } satisfies FirstViewState;
    const { result } = renderHook(() => useFetch('days:1', f.make('days:1'), { firstView: false }), {
      wrapper: ({ children }) => <FirstViewContext.Provider value={view}>{children}</FirstViewContext.Provider>,
    });
    expect(f.calls.map((c) => c.key)).toEqual(['days:1']);
    await act(async () => f.calls[0]!.resolve('days'));
    expect(result.current).toMatchObject({ loading: false, data: 'days' });
  });
});
