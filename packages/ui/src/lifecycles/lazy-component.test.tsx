import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazyComponent } from './lazy-component';

function Hello({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

const show = (Component: ComponentType<{ name: string }>) =>
  render(
    <Suspense fallback={<p>loading</p>}>
      <Component name="Ana" />
    </Suspense>,
  );

describe('lazyComponent', () => {
  it('renders at once, without its loading fallback, once preloaded', async () => {
    const load = jest.fn(() => Promise.resolve(Hello));
    const Part = lazyComponent(load);
    await Part.preload();
    show(Part);
    expect(screen.getByText('hello Ana')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends on a render before its chunk has loaded, and loads the chunk once', async () => {
    let resolve!: (c: typeof Hello) => void;
    const load = jest.fn(() => new Promise<typeof Hello>((r) => (resolve = r)));
    const Part = lazyComponent(load);
    show(Part);
    expect(screen.getByText('loading')).toBeTruthy();
    void Part.preload();
    await act(async () => resolve(Hello));
    expect(await screen.findByText('hello Ana')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the component it mounted with: a render after its chunk has loaded does not mount it afresh', async () => {
    let mounts = 0;
    function Counter({ name }: { name: string }) {
      const [n, setN] = useState(0);
      useEffect(() => void (mounts += 1), []);
      return (
        <button type="button" onClick={() => setN(n + 1)}>
          {name} {n}
        </button>
      );
    }
    let resolve!: (c: typeof Counter) => void;
    const Part = lazyComponent(() => new Promise<typeof Counter>((r) => (resolve = r)));
    const view = show(Part);
    await act(async () => resolve(Counter));
    fireEvent.click(await screen.findByRole('button', { name: 'Ana 0' }));
    expect(screen.getByRole('button', { name: 'Ana 1' })).toBeTruthy();
    view.rerender(
      <Suspense fallback={<p>loading</p>}>
        <Part name="Ana" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Ana 1' })).toBeTruthy();
    expect(mounts).toBe(1);
  });

  it('tries a failed fetch again on the next preload', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Hello);
    const Part = lazyComponent(load);
    await expect(Part.preload()).rejects.toThrow('offline');
    await expect(Part.preload()).resolves.toBe(Hello);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
