import { fireEvent, render, screen } from '@testing-library/react';
import { on } from '@storefront/event-bus';
import { PageErrorBoundary, routeLinkThroughShell } from './page-shell';

function Boom({ fail }: { fail: boolean }) {
  if (fail) throw new Error('render failed');
  return <p>page</p>;
}

describe('page shell', () => {
  it('shows the fallback on a render error, reports it, and clears it when the key changes', () => {
    const onError = jest.fn();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <PageErrorBoundary resetKey="/a" onError={onError} fallback={<p>crash</p>}>
        <Boom fail />
      </PageErrorBoundary>,
    );
    expect(screen.getByText('crash')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }));
    rerender(
      <PageErrorBoundary resetKey="/b" onError={onError} fallback={<p>crash</p>}>
        <Boom fail={false} />
      </PageErrorBoundary>,
    );
    expect(screen.getByText('page')).toBeInTheDocument();
  });

  it('turns a same-origin link click into a shell navigation, and leaves other clicks alone', () => {
    const urls: string[] = [];
    const off = on('navigate', ({ url }) => urls.push(url));
    render(
      <div onClick={routeLinkThroughShell}>
        <a href="/cadeau?x=1#y">inside</a>
        <a href="https://elsewhere.example/">outside</a>
        <a href="/new" target="_blank">tab</a>
      </div>,
    );
    fireEvent.click(screen.getByText('inside'));
    fireEvent.click(screen.getByText('inside'), { ctrlKey: true });
    fireEvent.click(screen.getByText('outside'));
    fireEvent.click(screen.getByText('tab'));
    expect(urls).toEqual(['/cadeau?x=1#y']);
    off();
  });
});
