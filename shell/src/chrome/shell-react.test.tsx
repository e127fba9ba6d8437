import { screen } from '@testing-library/react';
import { act } from 'react';
import { reactApplication } from './shell-react';
import { mockFetch, setTestShell } from '../../test/shell-state';
import nl from '../i18n/nl';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

function Broken(): never {
  throw new Error(`render failed ${'!'.repeat(400)}`);
}

beforeEach(() => {
  document.body.innerHTML = '<main id="sf-main"></main>';
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('chrome applications: error boundary (site-wide §4 Error boundary)', () => {
  it('a render crash shows the crash page in the site language and logs the error (message cut to 256)', async () => {
    const fetch = mockFetch({});
    setTestShell({ site: 'nl_BE' });
    const app = reactApplication('sf-main', () => <Broken />);
    // the mount settles once the tree is on the page (rendered in a transition, which act flushes)
    let mounted: Promise<void> = Promise.resolve();
    await act(async () => {
      mounted = app.mount({ name: 'shell:page' });
    });
    await mounted;
    expect(screen.getByRole('heading', { level: 1, name: nl.crashTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: nl.crashButton })).toHaveAttribute('href', '/nl');
    const log = fetch.mock.calls.find(([url]) => url === '/gateway/logs');
    expect(log).toBeDefined();
    const entry = JSON.parse(String((log?.[1] as RequestInit).body)) as Record<string, string>;
    expect(entry).toMatchObject({ level: 'ERROR', locale: 'nl_BE', location: 'application.client.error' });
    expect(entry.message?.startsWith('Error: render failed')).toBe(true);
    expect(entry.message).toHaveLength(256);
    await act(async () => {
      await app.unmount();
    });
    expect(document.getElementById('sf-main')?.children).toHaveLength(0);
  });

  it('a healthy application renders in its own element of the slot', async () => {
    mockFetch({});
    setTestShell({ site: 'fr_FR' });
    const app = reactApplication('sf-main', () => <p>chrome</p>);
    // the mount settles once the tree is on the page (rendered in a transition, which act flushes)
    let mounted: Promise<void> = Promise.resolve();
    await act(async () => {
      mounted = app.mount({ name: 'shell:header' });
    });
    await mounted;
    expect(document.querySelector('[data-app="shell:header"]')).toHaveTextContent('chrome');
    await act(async () => {
      await app.unmount();
    });
  });
});
