import { act, render, screen, waitFor } from '@testing-library/react';
import { clearResources, isPreview, useResource } from './resource';

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

  it('in preview mode revalidates on focus and on reconnect', async () => {
    const fetcher = jest.fn().mockResolvedValueOnce('v1').mockResolvedValueOnce('v2').mockResolvedValueOnce('v3');
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
