import { act } from '@testing-library/react';
import { renderWithApp, testContext } from '../../test/render';
import { WishlistPage } from '../features/wishlist/wishlist-page';
import { applyLinks, robotsOf } from './head';

describe('page titles', () => {
  it('the wishlist page has its title with the site name of the language', async () => {
    renderWithApp(<WishlistPage />, testContext('es_ES'));
    await act(async () => undefined);
    expect(document.title).toMatch(/ \| Escapadas Stays$/);
  });
});

describe('robots', () => {
  it('never index outside production', () => {
    expect(robotsOf({ index: true, follow: true }, 'development')).toBe('noindex, nofollow');
    expect(robotsOf({ index: true, follow: true }, 'production')).toBe('index, follow');
    expect(robotsOf({ index: false, follow: true }, 'production')).toBe('noindex, follow');
  });
});

describe('canonical and alternates of the homepage', () => {
  const alternates = [
    { locale: 'fr_BE', hrefLang: 'fr-BE', host: 'www.weekend-stays.be', path: '/fr' },
    { locale: 'nl_BE', hrefLang: 'nl-BE', host: 'www.weekend-stays.be', path: '/nl' },
  ];
  beforeEach(() => {
    document.head.innerHTML = '<link rel="canonical" href="http://localhost/"><link rel="alternate" hreflang="x" href="http://localhost/x">';
  });

  it('production: the CMS canonical and one alternate per locale, on the production hosts', () => {
    applyLinks({ host: 'www.weekend-stays.be', path: '/fr' }, alternates, 'production');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.weekend-stays.be/fr');
    const alt = [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]);
    expect(alt).toEqual([
      ['fr-BE', 'https://www.weekend-stays.be/fr'],
      ['nl-BE', 'https://www.weekend-stays.be/nl'],
    ]);
  });

  it("elsewhere the shell's local URLs stay", () => {
    applyLinks({ host: 'www.weekend-stays.be', path: '/fr' }, alternates, 'development');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/');
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(1);
  });
});
