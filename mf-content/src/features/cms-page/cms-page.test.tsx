import { act, screen } from '@testing-library/react';
import { renderWithApp, testContext } from '../../../test/render';
import { fetchCmsPage } from '../../api/cms';
import { clearResources } from '../../api/resource';
import type { CmsPage as CmsPageData } from '../../api/types';
import { CmsPage } from './cms-page';

jest.mock('../../api/cms', () => ({ ...jest.requireActual('../../api/cms'), fetchCmsPage: jest.fn() }));
const fetchPage = fetchCmsPage as jest.MockedFunction<typeof fetchCmsPage>;

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');
const flags = () => ({ ...document.documentElement.dataset });

const PAGE: CmsPageData = {
  seo: { title: 'Ventes flash | Weekend Stays', description: 'Jusqu’à -50 %', index: true, follow: true },
  header: { show: false },
  footer: { show: true, legal: true, newsletter: false, contact: false },
  blocks: [{ _type: 'topBar', links: [{ label: 'Moins de 100 €', url: '/recherche', newTab: false }] }],
};

beforeEach(() => {
  clearResources();
  fetchPage.mockReset();
});

describe('<CmsPage>', () => {
  it('shows a spinner and is noindex until loaded, then its blocks, SEO and header / footer flags', async () => {
    let resolve!: (page: CmsPageData) => void;
    fetchPage.mockReturnValue(new Promise((r) => (resolve = r)));
    const { unmount } = renderWithApp(<CmsPage slug="ventes-flash" />, testContext('fr_FR', { environment: 'production' }));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(robots()).toBe('noindex, nofollow');
    expect(fetchPage).toHaveBeenCalledWith(expect.objectContaining({ locale: 'fr_FR' }), 'ventes-flash');

    await act(async () => resolve(PAGE));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('link', { name: 'Moins de 100 €' })).toHaveAttribute('href', '/recherche');
    expect(document.title).toBe('Ventes flash | Weekend Stays');
    expect(robots()).toBe('index, follow');
    expect(flags()).toMatchObject({ sfHeader: 'off', sfFooterNewsletter: 'off', sfFooterContact: 'off' });
    expect(flags()).not.toHaveProperty('sfFooter');
    expect(flags()).not.toHaveProperty('sfFooterLegal');

    unmount();
    expect(flags()).not.toHaveProperty('sfHeader');
    expect(flags()).not.toHaveProperty('sfFooterNewsletter');
  });

  it('is never indexed outside production, and an unknown page shows an error in the site language', async () => {
    fetchPage.mockResolvedValueOnce(PAGE);
    const { unmount } = renderWithApp(<CmsPage slug="ventes-flash" />, testContext('fr_FR'));
    await screen.findByRole('link', { name: 'Moins de 100 €' });
    expect(robots()).toBe('noindex, nofollow');
    unmount();
    fetchPage.mockRejectedValueOnce(new Error('404'));
    renderWithApp(<CmsPage slug="nope" />, testContext('nl_NL'));
    expect(await screen.findByText('Oeps, er is iets misgegaan')).toBeInTheDocument();
  });
});
