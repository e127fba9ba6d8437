import { act, render, screen, waitFor } from '@testing-library/react';
import type { FirstViewState } from '@storefront/contracts';
import { FirstViewContext } from '@storefront/ui';
import { clearResources, isPreview, preloadResource, useResource } from './resource';

function Probe({ fetcher, preview }: { fetcher: () => Promise<string>; preview: boolean }) {
  const r = useResource('k', fetcher, { preview });
  return <p>{r.status === 'success' ? r.data : r.status}</p>;
}

beforeEach(() => clearResources());

describe('useResource', () => {
  it('shares one request per key between components', async () => {
    const fetcher = jest.fn().mockResolvedValue('v1');
    render(
      <>
        <Probe fetcher={fetcher} preview={false} />
        <Probe fetcher={fetcher} preview={false} />
      </>,
    );
    await waitFor(() => expect(screen.getAllByText('v1')).toHaveLength(2));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('a read started before the first render (preloadResource) is the one the components get, started once', async () => {
    let answer!: (value: string) => void;
    const early = jest.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    preloadResource('k', early);
    preloadResource('k', early);
    expect(early).toHaveBeenCalledTimes(1);
    const own = jest.fn().mockResolvedValue('own read');
    render(<Probe fetcher={own} preview={false} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => answer('early read'));
    expect(await screen.findByText('early read')).toBeInTheDocument();
    expect(own).not.toHaveBeenCalled();
    // once cached, a preload asks nothing more
    preloadResource('k', early);
    expect(early).toHaveBeenCalledTimes(1);
  });

  const servedView: FirstViewState = { remote: 'mf-content', url: '/', viewport: 'mobile', renderedAt: 0, data: { k: 'from the server' } };

  it("starts from a given answer (a first view's) without reading it, and keeps it for the next components", async () => {
    const fetcher = jest.fn().mockResolvedValue('read');
    render(
      <FirstViewContext.Provider value={servedView}>
        <Probe fetcher={fetcher} preview={false} />
      </FirstViewContext.Provider>,
    );
    // the first render already has it: what hydrates the server's markup
    expect(screen.getByText('from the server')).toBeInTheDocument();
    render(<Probe fetcher={fetcher} preview={false} />);
    expect(await screen.findAllByText('from the server')).toHaveLength(2);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('in preview mode revalidates on focus and on reconnect', async () => {
    const fetcher = jest
      .fn()
      .mockResolvedValueOnce('v1')
      .mockResolvedValueOnce('v2')
      .mockResolvedValueOnce('v3');
    render(<Probe fetcher={fetcher} preview />);
    expect(await screen.findByText('v1')).toBeInTheDocument();
    await act(async () => window.dispatchEvent(new Event('focus')));
    expect(await screen.findByText('v2')).toBeInTheDocument();
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('v3')).toBeInTheDocument();
  });

  it('does not revalidate outside preview mode, and keeps content when a revalidation fails', async () => {
    const fetcher = jest.fn().mockResolvedValueOnce('v1').mockRejectedValueOnce(new Error('x'));
    const { rerender } = render(<Probe fetcher={fetcher} preview={false} />);
    expect(await screen.findByText('v1')).toBeInTheDocument();
    await act(async () => window.dispatchEvent(new Event('focus')));
    expect(fetcher).toHaveBeenCalledTimes(1);
    rerender(<Probe fetcher={fetcher} preview />);
    await act(async () => window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
    expect(screen.getByText('v1')).toBeInTheDocument();
  });

  it('detects preview mode from the query or the cookie', () => {
    expect(isPreview({ search: '?preview=true' }, '')).toBe(true);
    expect(isPreview({ search: '' }, 'a=1; sf_preview=1')).toBe(true);
    expect(isPreview({ search: '?preview=no' }, '')).toBe(false);
  });
});
