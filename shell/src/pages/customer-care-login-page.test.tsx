/** The customer-care sign-in page (site-wide §6): the local issuer in development and test, Google's button elsewhere. */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShellProvider } from '../chrome/shell-react';
import { setTestShell, type TestShellOptions } from '../../test/shell-state';
import { CustomerCareLoginPage } from './customer-care-login-page';

async function renderPage(options: TestShellOptions) {
  const state = setTestShell({ customerCare: true, ...options });
  await act(async () => {
    render(
      <ShellProvider state={state}>
        <CustomerCareLoginPage />
      </ShellProvider>,
    );
  });
}

/** fetch answering the sign-in calls: the development token, then the session (200 or `sessionStatus`). */
function gateway(sessionStatus: number): jest.Mock {
  const fn = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === '/gateway/customer-care/development-token') return { ok: true, status: 200, json: async () => ({ idToken: 'local.issuer.token' }) } as Response;
    return { ok: sessionStatus === 200, status: sessionStatus, json: async () => ({}) } as Response;
  });
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

afterEach(() => document.head.querySelectorAll('script').forEach((s) => s.remove()));

test('in development, the local issuer signs the agent in: its token is posted to the session route', async () => {
  const fetch = gateway(401);
  await renderPage({});
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter (émetteur local de développement)' }));
  expect(fetch).toHaveBeenCalledTimes(2);
  const [url, init] = fetch.mock.calls[1] as [string, RequestInit];
  expect(url).toBe('/gateway/customer-care/session');
  expect(JSON.parse(String(init.body))).toEqual({ idToken: 'local.issuer.token' });
  // refused by the API: the page says so and stays
  expect(await screen.findByRole('alert')).toHaveTextContent('Connexion refusée');
});

test("in production, Google's sign-in button is loaded with the configured client id, and no local issuer", async () => {
  gateway(200);
  await renderPage({ site: 'nl_NL', customerCareSignIn: { developmentIssuer: false, googleClientId: 'client.apps.googleusercontent.com' } });
  expect(screen.queryByRole('button')).toBeNull();
  expect(document.head.querySelector('script[src="https://accounts.google.com/gsi/client"]')).not.toBeNull();
});

test('without a Google client id outside development, the page says sign-in is not configured', async () => {
  await renderPage({ site: 'it_IT', customerCareSignIn: { developmentIssuer: false, googleClientId: null } });
  expect(screen.getByText('L’accesso con Google non è configurato su questo server.')).toBeInTheDocument();
});
