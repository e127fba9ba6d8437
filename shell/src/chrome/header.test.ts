import { accountAction, giftMode, isStepPage, showWishlistButton } from './header';
import { giftBlockCards } from '@storefront/contracts';
import { giftDrawerLinks } from './gift-drawer';
import { bookingNumberError, emailError } from './check-booking';
import { urlForFlow } from './top-bar';
import { levelsOf } from './main-menu';
import type { NavigationNode } from './api';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

describe('header rules (site-wide §2)', () => {
  it('wishlist button: only with the account toggle off, on desktop or outside Belgium', () => {
    expect(showWishlistButton(false, false, 'FR')).toBe(true);
    expect(showWishlistButton(false, false, 'BE')).toBe(false);
    expect(showWishlistButton(false, true, 'BE')).toBe(true);
    expect(showWishlistButton(true, true, 'FR')).toBe(false);
  });

  it('account button: check my booking, sign-in with origin, or the account menu', () => {
    expect(accountAction(false, false, 'http://x/')).toEqual({ kind: 'checkMyBooking' });
    expect(accountAction(true, false, 'http://fr.localhost/sejour/1')).toEqual({ kind: 'signIn', href: '/account/signin?origin=http%3A%2F%2Ffr.localhost%2Fsejour%2F1' });
    expect(accountAction(true, true, 'x')).toEqual({ kind: 'menu' });
  });

  it('gift drawer outside customer-care mode, external gift shop in it', () => {
    expect(giftMode(false)).toBe('drawer');
    expect(giftMode(true)).toBe('link');
  });

  it('simplified header on booking and checkout steps', () => {
    expect(isStepPage({ kind: 'checkout', params: {}, remote: 'mf_checkout', robots: null })).toBe(true);
    expect(isStepPage({ kind: 'box', params: { code: 'a', step: 'payment' }, remote: 'mf_gift', robots: null })).toBe(true);
    expect(isStepPage({ kind: 'product', params: { offerId: '1' }, remote: 'mf_product', robots: null })).toBe(false);
  });

  it("gift drawer: the locale's gift content with the toggles applied, the storefront's routes without content", () => {
    const cards = (...args: Parameters<typeof giftDrawerLinks>) => giftBlockCards(giftDrawerLinks(...args)).map((c) => `${c.kind} ${c.url}`);
    const content = { singleVoucherURL: '/recherche?flow=gifting', boxURL: 'https://box.it/?utm_medium=giftblock', giftcardURL: '/it/giftcard/customization' };
    // it_IT's content has no activity-only link: no activity card even with the feature on
    expect(cards('it_IT', { boxes: false, activityOnly: true }, 'https://shop', content)).toEqual([
      'singleVoucher /recherche?flow=gifting',
      'box https://box.it/?utm_medium=giftblock',
      'giftcard /it/giftcard/customization',
    ]);
    // the boxes toggle sends the box card to the storefront's box listing; without the activity-only feature, no activity card
    expect(cards('fr_FR', { boxes: true, activityOnly: false }, 'https://shop', { ...content, activityOnlyURL: '/activites' })).toEqual([
      'singleVoucher /recherche?flow=gifting',
      'box /cadeau',
      'giftcard /it/giftcard/customization',
    ]);
    expect(cards('fr_FR', { boxes: true, activityOnly: true }, 'https://shop', null)).toEqual(['singleVoucher /recherche?flow=gifting', 'box /cadeau', 'giftcard /giftcard/customization', 'activityOnly /activites?flow=activity']);
    expect(cards('nl_BE', { boxes: false, activityOnly: false }, 'https://shop', null)).toEqual(['singleVoucher /nl/zoeken?flow=gifting', 'box https://shop', 'giftcard /nl/giftcard/customization']);
  });

  it('check my booking: 8-digit booking number and a valid e-mail', () => {
    expect(bookingNumberError('')).toBe('mandatoryField');
    expect(bookingNumberError('1234567')).toBe('bookingNumberInvalid');
    expect(bookingNumberError('12345678')).toBeNull();
    expect(emailError('a@b')).toBe('emailInvalid');
    expect(emailError('a@b.fr')).toBeNull();
  });
});

describe('top bar', () => {
  const loc = { pathname: '/sejour/12', search: '?page=2', hash: '#night=2&a=2' };
  it('on a product page: the flow query parameter, and gifting sets giftAdult 2 and giftNights', () => {
    expect(urlForFlow({ kind: 'product', params: { offerId: '12' }, remote: 'mf_product', robots: null }, loc, 'gifting')).toBe('/sejour/12?flow=gifting#night=2&a=2&giftAdult=2&giftNights=2');
  });
  it('elsewhere only the flow parameter changes', () => {
    expect(urlForFlow({ kind: 'home', params: {}, remote: 'mf_content', robots: null }, { pathname: '/', search: '', hash: '' }, 'booking')).toBe('/?flow=booking');
  });
});

describe('main menu levels', () => {
  const node = (id: string, children: NavigationNode[] = []): NavigationNode => ({ _id: id, label: id, uri: `/${id}`, location: 'all', variant: 'default', children });
  const root = node('inspirations', [node('themes', [node('t1')]), node('destinations', [node('r1', [node('c1', [node('p1')])])])]);
  it('shows the tabs, then the selected node’s children, up to four levels', () => {
    expect(levelsOf(root, []).map((l) => l.map((n) => n._id))).toEqual([['themes', 'destinations']]);
    expect(levelsOf(root, ['destinations', 'r1', 'c1']).map((l) => l.map((n) => n._id))).toEqual([['themes', 'destinations'], ['r1'], ['c1'], ['p1']]);
  });
});
