import type { SiteCode } from '@storefront/contracts';
import { CRASH_LOCATION, logClientError } from '@storefront/api-client';
import { render, screen, waitFor } from '@testing-library/react';
import { renderWithApp, testContext } from '../../../test/render';
import { Root } from '../../root';
import { PageErrorBoundary } from './crash-page';

// the client error logger (its request and its 256-character cut are @storefront/api-client's own tests)
jest.mock('@storefront/api-client', () => ({ ...jest.requireActual('@storefront/api-client'), logClientError: jest.fn(async () => undefined) }));
const logged = jest.mocked(logClientError);

// the homepage's content crashes on render
jest.mock('../homepage/homepage', () => ({
  Homepage: () => {
    throw new TypeError('homepage block failed');
  },
}));

function Boom(): never {
  throw new Error(`block failed ${'!'.repeat(400)}`);
}

beforeEach(() => {
  logged.mockClear();
  // React reports the caught error on the console
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('page error boundary (site-wide §4) and crash page (§2 Error pages)', () => {
  it.each([
    ['fr_FR', 'On dirait que la page est partie en vacances', 'Aller à l’accueil', '/'],
    ['es_ES', 'Parece que la página se ha ido de vacaciones', 'Ir a la página de inicio', '/'],
    ['nl_BE', 'Het lijkt erop dat de pagina op vakantie is', 'Naar de homepage', '/nl'],
    ['fr_BE', 'On dirait que la page est partie en vacances', 'Aller à l’accueil', '/fr'],
    ['it_IT', 'Sembra che la pagina sia andata in vacanza', 'Vai alla home page', '/'],
  ] as const)('%s: a block that throws shows the crash page and logs the error once', async (site: SiteCode, title, home, href) => {
    const context = testContext(site);
    renderWithApp(
      <PageErrorBoundary context={context} resetKey="/a">
        <p>before</p>
        <Boom />
      </PageErrorBoundary>,
      context,
    );
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    // a plain link: a full load of the homepage
    expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', href);
    expect(screen.queryByText('before')).toBeNull();
    await waitFor(() => expect(logged).toHaveBeenCalledTimes(1));
    const [loggedContext, entry] = logged.mock.calls[0]!;
    expect(loggedContext.locale).toBe(site);
    expect(entry).toMatchObject({ location: CRASH_LOCATION });
    expect(String(entry.message)).toMatch(/^Error: block failed !/);
    // nothing more is logged later
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('the next page (new reset key) renders afresh', () => {
    const context = testContext('fr_FR');
    const { rerender } = renderWithApp(
      <PageErrorBoundary context={context} resetKey="/a">
        <Boom />
      </PageErrorBoundary>,
      context,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'On dirait que la page est partie en vacances' })).toBeInTheDocument();
    rerender(
      <PageErrorBoundary context={context} resetKey="/b">
        <p>next page</p>
      </PageErrorBoundary>,
    );
    expect(screen.getByText('next page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('a healthy page logs nothing', async () => {
    const context = testContext('fr_FR');
    renderWithApp(
      <PageErrorBoundary context={context} resetKey="/a">
        <p>fine</p>
      </PageErrorBoundary>,
      context,
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(logged).not.toHaveBeenCalled();
  });

  it('mf-content\'s pages are inside it: a crashing homepage shows the crash page in the slot and logs once', async () => {
    window.history.replaceState(null, '', '/');
    render(<Root context={testContext('it_IT')} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sembra che la pagina sia andata in vacanza' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai alla home page' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(logged).toHaveBeenCalledTimes(1));
    expect(logged.mock.calls[0]![0].locale).toBe('it_IT');
    expect(logged.mock.calls[0]![1]).toMatchObject({ location: CRASH_LOCATION, message: expect.objectContaining({ name: 'TypeError', message: 'homepage block failed' }) });
  });
});
