import { act, screen, within } from '@testing-library/react';
import type { StorefrontContext } from '@storefront/contracts';
import { renderWithApp, testContext } from '../test/render';
import { fetchAnnouncementBanners, fetchHomepage, fetchPromoBars } from './api/cms';
import { clearResources } from './api/resource';
import type { PromoBar, PromoBars } from './api/types';
import { BannersRoot } from './banners-root';

jest.mock('./api/cms', () => ({
  ...jest.requireActual('./api/cms'),
  fetchAnnouncementBanners: jest.fn(),
  fetchHomepage: jest.fn(),
  fetchPromoBars: jest.fn(),
}));
jest.mock('./features/newsletter/newsletter-popup', () => ({ NewsletterPopup: () => null }));

const bar = (flow: PromoBar['flow']): PromoBar => ({
  internalCode: `home-${flow}`,
  campaign: 'c',
  category: 'k',
  page: 'home',
  flow,
  links: [{ label: `${flow} offer`, url: `/${flow}`, newTab: false, variant: 'default' }],
  palette: '#1f2328',
  font: 'light',
});
const promoBars: PromoBars = {
  bars: [bar('booking'), bar('gifting')],
  experimentBanner: { label: '10 % de réduction supplémentaire sur une sélection de séjours', url: '/recherche?flow=booking' },
};

beforeEach(() => {
  clearResources();
  window.history.replaceState(null, '', '/');
  jest.mocked(fetchPromoBars).mockResolvedValue(promoBars);
  jest.mocked(fetchHomepage).mockRejectedValue(new Error('no homepage settings'));
  jest.mocked(fetchAnnouncementBanners).mockResolvedValue({
    home: [
      {
        flow: 'booking',
        localizations: [{ locale: 'fr_FR', content: '<p><strong>Ventes flash :</strong> -50 % <a href="/ailleurs">ici</a></p>', colorVariation: 'red', url: '/recherche' }],
      },
    ],
    search: [],
    product: [],
  });
});

async function renderBanners(experiments: Record<string, string>) {
  const context = testContext('fr_FR', { experiments: experiments as unknown as StorefrontContext['experiments'] });
  renderWithApp(<BannersRoot />, context);
  await act(async () => undefined);
  return document.querySelector<HTMLElement>('.sf-content-promo-bar')!;
}

describe('default experiment promo banner (experiments.promoBanner)', () => {
  it("the 'extra10' variant shows the locale's '10% extra' banner first in the booking promo bar", async () => {
    const promo = await renderBanners({ dates: 'control', themeList: 'control', popularDates: 'control', promoBanner: 'extra10' });
    const links = within(promo).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['10 % de réduction supplémentaire sur une sélection de séjours', 'booking offer']);
    expect(links[0]).toHaveAttribute('href', '/recherche?flow=booking');
    expect(links[0]!.closest('li')).toHaveAttribute('data-experiment', 'extra10');
  });

  it('the control variant keeps the CMS bar as it is', async () => {
    const promo = await renderBanners({ dates: 'control', themeList: 'control', popularDates: 'control', promoBanner: 'control' });
    expect(within(promo).getAllByRole('link').map((l) => l.textContent)).toEqual(['booking offer']);
  });

  it('a config without the experiment key counts as control', async () => {
    const promo = await renderBanners({ dates: 'control', themeList: 'control', popularDates: 'control' });
    expect(within(promo).getAllByRole('link').map((l) => l.textContent)).toEqual(['booking offer']);
  });
});

describe('announcement banner', () => {
  it('is one link (the links of its rich text unwrapped), shown as a block for one focus ring', async () => {
    await renderBanners({});
    const banner = screen.getByRole('complementary', { name: 'Annonce' });
    const links = within(banner).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/recherche');
    expect(links[0]).toHaveClass('sf-content-announcement__link');
    expect(links[0]).toHaveTextContent('Ventes flash : -50 % ici');
    expect(banner.querySelectorAll('a a')).toHaveLength(0);
  });
});
