import { act } from '@testing-library/react';
import { renderWithApp, testContext } from '../../test/render';
import { WishlistPage } from '../features/wishlist/wishlist-page';
import { pageTitle, robotsOf } from './head';

describe('page titles', () => {
  it('end with the site name once, like the CMS titles', () => {
    expect(pageTitle('Contactez-nous', 'Week-end Stays')).toBe('Contactez-nous | Week-end Stays');
    expect(pageTitle('Les week-ends Accor | Week-end Stays', 'Week-end Stays')).toBe('Les week-ends Accor | Week-end Stays');
  });

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
