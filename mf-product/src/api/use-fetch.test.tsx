import { act, renderHook, waitFor } from '@testing-library/react';
import { useFetch } from './use-fetch';

/** A fetcher whose calls the test answers one by one. */
function controlledFetcher() {
  const calls: { key: string; signal: AbortSignal; resolve: (value: string) => void; reject: (error: unknown) => void }[] = [];
  const make = (key: string) => (signal: AbortSignal) => new Promise<string>((resolve, reject) => calls.push({ key, signal, resolve, reject }));
  return { calls, make };
}

describe('useFetch', () => {
  it('loads for a key, then shows the data', async () => {
    const f = controlledFetcher();
    const { result } = renderHook(({ key }) => useFetch(key, f.make(key)), { initialProps: { key: 'offer:1' } });
    expect(result.current).toMatchObject({ loading: true, data: undefined });
    await act(async () => f.calls[0]!.resolve('first offer'));
    expect(result.current).toMatchObject({ loading: false, data: 'first offer', error: undefined });
  });

  it('a new key aborts the previous call, never shows its late answer, and shows no stale data while loading', async () => {
    const f = controlledFetcher();
    const { result, rerender } = renderHook(({ key }) => useFetch(key, f.make(key)), { initialProps: { key: 'offer:1' } });
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
