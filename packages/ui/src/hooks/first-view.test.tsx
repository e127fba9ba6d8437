import { render, screen } from '@testing-library/react';
import type { FirstViewState } from '@storefront/contracts';
import { RemoteRoot, type RemoteRootProps } from '../lifecycles/remote-lifecycles';
import { useFirstRenderTime, useFirstView, useFirstViewData, usePageHead, useServerUrl } from './first-view';

const context = { locale: 'fr_FR' } as RemoteRootProps['context'];
const view: FirstViewState = {
  remote: 'mf-test',
  url: '/hotel/7',
  viewport: 'desktop',
  renderedAt: 1_700_000_000_000,
  data: { 'hotel:7': { name: 'Hôtel du Lac' }, empty: null },
};

function Probe({ dataKey }: { dataKey: string | null }) {
  const served = useFirstViewData<unknown>(dataKey);
  return (
    <dl>
      <dt>remote</dt>
      <dd data-testid="remote">{useFirstView()?.remote ?? 'none'}</dd>
      <dd data-testid="data">{served === undefined ? 'absent' : JSON.stringify(served)}</dd>
      <dd data-testid="server-url">{String(useServerUrl())}</dd>
      <dd data-testid="time">{useFirstRenderTime(() => 42)}</dd>
    </dl>
  );
}

const root = (dataKey: string | null) =>
  function Root() {
    return <Probe dataKey={dataKey} />;
  };

describe('the first view in context (RemoteRoot provides it)', () => {
  it("gives a remote's components the view they hydrate: its answers by key and its render time", () => {
    render(<RemoteRoot Root={root('hotel:7')} context={context} firstView={view} />);
    expect(screen.getByTestId('remote')).toHaveTextContent('mf-test');
    expect(screen.getByTestId('data')).toHaveTextContent('{"name":"Hôtel du Lac"}');
    expect(screen.getByTestId('time')).toHaveTextContent(String(view.renderedAt));
    // in a browser the location is the page's own: the server's URL is for a render without a window
    expect(screen.getByTestId('server-url')).toHaveTextContent('null');
  });

  it('tells an answer the view has (null included) from one it does not have', () => {
    render(<RemoteRoot Root={root('empty')} context={context} firstView={view} />);
    expect(screen.getByTestId('data')).toHaveTextContent('null');
    render(<RemoteRoot Root={root('hotel:8')} context={context} firstView={view} />);
    expect(screen.getAllByTestId('data')[1]).toHaveTextContent('absent');
    render(<RemoteRoot Root={root(null)} context={context} firstView={view} />);
    expect(screen.getAllByTestId('data')[2]).toHaveTextContent('absent');
  });

  it('is empty on a page the browser renders: no answers, and the time is now', () => {
    render(<RemoteRoot Root={root('hotel:7')} context={context} />);
    expect(screen.getByTestId('remote')).toHaveTextContent('none');
    expect(screen.getByTestId('data')).toHaveTextContent('absent');
    expect(screen.getByTestId('time')).toHaveTextContent('42');
  });
});

describe('usePageHead in the browser', () => {
  const content = (name: string) => document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
  function Head(props: { head: Parameters<typeof usePageHead>[0]; restoreRobots?: boolean }) {
    usePageHead(props.head, { restoreRobots: props.restoreRobots });
    return null;
  }

  beforeEach(() => {
    document.title = 'Week-ends | Week-end Stays';
    document.head.innerHTML = '<meta name="robots" content="index, follow">';
  });

  it('sets the title, description and robots it is given, and nothing else', () => {
    const { rerender } = render(<Head head={{ title: 'Contactez-nous | Week-end Stays' }} />);
    expect(document.title).toBe('Contactez-nous | Week-end Stays');
    expect(content('description')).toBeUndefined();
    expect(content('robots')).toBe('index, follow');
    rerender(<Head head={{ title: 'CGV', description: 'Nos conditions', robots: 'noindex, nofollow' }} />);
    expect(document.title).toBe('CGV');
    expect(content('description')).toBe('Nos conditions');
    expect(content('robots')).toBe('noindex, nofollow');
    rerender(<Head head={null} />);
    expect(document.title).toBe('CGV');
  });

  it('puts the robots back on unmount when asked to (a page that is noindex while it is shown)', () => {
    const { unmount } = render(<Head head={{ robots: 'noindex, follow' }} restoreRobots />);
    expect(content('robots')).toBe('noindex, follow');
    unmount();
    expect(content('robots')).toBe('index, follow');
    document.head.innerHTML = '';
    render(<Head head={{ robots: 'noindex, follow' }} restoreRobots />).unmount();
    expect(content('robots')).toBeUndefined();
  });
});
