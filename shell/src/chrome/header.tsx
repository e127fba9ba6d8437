/**
 * The header (site-wide §2 Header): logo home, help -> contact, gift button or gift drawer, wishlist button,
 * account button, language selector (Belgium), burger menu on small screens, main menu on large ones, and a
 * simplified header with a back arrow on booking and checkout steps.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { BRAND, paths, pathOnSite, sitesOfCountry, type PageKind, type RouteMatch, type SiteCode } from '@storefront/contracts';
import { Link, useIsDesktop, useRoute, useShell, useT } from './shell-react';
import { fetchGiftBlock, fetchNavigation, type NavigationNode } from './api';
import { GIFT_SHOP } from './links';

const BurgerMenu = lazy(() => import(/* webpackChunkName: "burger-menu" */ './burger-menu'));
const loadGiftDrawer = () => import(/* webpackChunkName: "gift-drawer" */ './gift-drawer');
const GiftDrawer = lazy(loadGiftDrawer);
const MainMenu = lazy(() => import(/* webpackChunkName: "main-menu" */ './main-menu').then((m) => ({ default: m.MainMenu })));
const CheckBooking = lazy(() => import(/* webpackChunkName: "check-booking" */ './check-booking'));
const AccountMenu = lazy(() => import(/* webpackChunkName: "account-menu" */ './account-menu'));

/** Booking, checkout and similar steps get the simplified header. */
export function isStepPage(route: RouteMatch): boolean {
  const steps: PageKind[] = ['checkout', 'confirmation'];
  return steps.includes(route.kind) || (route.kind === 'box' && !!route.params.step);
}

/** Gift drawer for the six sites outside customer-care mode; otherwise the external gift shop of the country. */
export function giftMode(customerCare: boolean): 'drawer' | 'link' {
  return customerCare ? 'link' : 'drawer';
}

/** Wishlist button: only with the customer-account toggle off, and on desktop or outside Belgium. */
export function showWishlistButton(customerAccount: boolean, desktop: boolean, country: string): boolean {
  return !customerAccount && (desktop || country !== 'BE');
}

export type AccountAction = { kind: 'checkMyBooking' } | { kind: 'signIn'; href: string } | { kind: 'menu' };

/** Account button: toggle off opens check-my-booking; on and logged out links to sign-in with the origin; on and logged in opens the account menu. */
export function accountAction(customerAccount: boolean, loggedIn: boolean, href: string): AccountAction {
  if (!customerAccount) return { kind: 'checkMyBooking' };
  if (!loggedIn) return { kind: 'signIn', href: paths('fr_FR').account('signin', href) };
  return { kind: 'menu' };
}

function Icon({ d }: { d: string }) {
  return (
    <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={d} />
    </svg>
  );
}
const ICONS = {
  burger: 'M3 6h18M3 12h18M3 18h18',
  back: 'M15 18l-6-6 6-6',
  help: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h0',
  gift: 'M20 12v10H4V12M2 7h20v5H2zM12 22V7M12 7H7.5a2.5 2.5 0 0 1 0-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 0 0 0-5C13 2 12 7 12 7z',
  heart: 'M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z',
  user: 'M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
};

export function Logo() {
  const t = useT();
  const { site, context } = useShell();
  return (
    <Link href={paths(site, { minisite: context.minisite?.slug }).home()} className="sf-logo" aria-label={t('logoLabel')}>
      {/* drawn, not a letter: the link's name is its label, which must contain the visible text (WCAG 2.5.3) */}
      <svg aria-hidden="true" className="sf-logo-mark" width="34" height="34" viewBox="0 0 34 34">
        <circle cx="17" cy="17" r="17" fill="currentColor" />
        <path d="M9 11.5l3.5 11 4.5-8.5 4.5 8.5 3.5-11" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span aria-hidden="true" className="sf-logo-text">
        {BRAND[context.site.language]}
      </span>
    </Link>
  );
}

function LanguageSelector({ route }: { route: RouteMatch }) {
  const t = useT();
  const { site, context } = useShell();
  const languages = sitesOfCountry(context.site.country);
  if (languages.length < 2) return null;
  const hrefOf = (code: SiteCode) => pathOnSite(route, code) ?? paths(code).home();
  return (
    <nav className="sf-languages" aria-label={t('language')}>
      <ul>
        {languages.map((s) => (
          <li key={s.code}>
            {/* another site: a full page load */}
            <a href={hrefOf(s.code)} hrefLang={s.htmlLang} lang={s.htmlLang} aria-current={s.code === site ? 'true' : undefined}>
              {s.language.toUpperCase()}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SimplifiedHeader() {
  const t = useT();
  const { site } = useShell();
  const back = () => {
    if (window.history.length > 1) window.history.back();
    else navigateToUrl(paths(site).home());
  };
  return (
    <header className="sf-header sf-header-simple">
      <div className="sf-header-inner">
        <button type="button" className="sf-icon-button" onClick={back} aria-label={t('back')}>
          <Icon d={ICONS.back} />
        </button>
        <Logo />
        <span />
      </div>
    </header>
  );
}

type Open = null | 'burger' | 'gift' | 'checkBooking';

export function Header() {
  const t = useT();
  const state = useShell();
  const { site, context, loggedIn } = state;
  const route = useRoute();
  const desktop = useIsDesktop();
  const [open, setOpen] = useState<Open>(null);
  // pointing at or focusing the gift button fetches the drawer and its content, so it opens with its cards
  const preloadGiftDrawer = () => {
    void loadGiftDrawer();
    void fetchGiftBlock(context, site);
  };
  const [navigation, setNavigation] = useState<NavigationNode[]>([]);
  useEffect(() => {
    let live = true;
    void fetchNavigation(context.endpoints.api, site, context.minisite?.id).then((n) => live && setNavigation(n));
    return () => {
      live = false;
    };
  }, [context.endpoints.api, site, context.minisite?.id]);
  useEffect(() => setOpen(null), [route]);

  if (isStepPage(route)) return <SimplifiedHeader />;
  const p = paths(site, { minisite: context.minisite?.slug });
  const account = accountAction(context.toggles.customerAccount, loggedIn, window.location.href);
  const close = () => setOpen(null);

  return (
    <header className="sf-header">
      <div className="sf-header-inner">
        <button type="button" className="sf-icon-button sf-burger-button" aria-label={t('openMenu')} aria-expanded={open === 'burger'} onClick={() => setOpen('burger')}>
          <Icon d={ICONS.burger} />
        </button>
        <Logo />
        {context.customerCare && <span className="sf-cc-badge">{t('customerCareMode')}</span>}
        {desktop && (
          <Suspense fallback={<nav className="sf-main-menu" aria-label={t('menu')} />}>
            <MainMenu items={navigation} />
          </Suspense>
        )}
        <div className="sf-header-actions">
          {route.kind !== 'languageSplash' && <LanguageSelector route={route} />}
          <Link href={p.contact()} className="sf-action">
            <Icon d={ICONS.help} />
            <span className="sf-action-label">{t('help')}</span>
          </Link>
          {giftMode(context.customerCare) === 'drawer' ? (
            <button type="button" className="sf-action" aria-haspopup="dialog" aria-expanded={open === 'gift'} onClick={() => setOpen('gift')} onPointerEnter={preloadGiftDrawer} onFocus={preloadGiftDrawer}>
              <Icon d={ICONS.gift} />
              <span className="sf-action-label">{t('gift')}</span>
            </button>
          ) : (
            <a href={GIFT_SHOP[context.site.country]} className="sf-action" target="_blank" rel="noopener">
              <Icon d={ICONS.gift} />
              <span className="sf-action-label">{t('giftShop')}</span>
              <span className="sf-visually-hidden"> {t('newTab')}</span>
            </a>
          )}
          {showWishlistButton(context.toggles.customerAccount, desktop, context.site.country) && (
            <Link href={p.wishlist()} className="sf-action" aria-label={t('wishlist')}>
              <Icon d={ICONS.heart} />
              <span className="sf-action-label">{t('wishlist')}</span>
            </Link>
          )}
          {account.kind === 'checkMyBooking' && (
            <button type="button" className="sf-action" aria-haspopup="dialog" aria-expanded={open === 'checkBooking'} onClick={() => setOpen('checkBooking')}>
              <Icon d={ICONS.user} />
              <span className="sf-action-label">{t('account')}</span>
            </button>
          )}
          {account.kind === 'signIn' && (
            <a href={account.href} className="sf-action">
              <Icon d={ICONS.user} />
              <span className="sf-action-label">{t('signIn')}</span>
            </a>
          )}
          {account.kind === 'menu' && (
            // until the menu's chunk is in, the button is a link to the account's profile page
            <Suspense
              fallback={
                <a href={p.account('profile')} className="sf-action">
                  <Icon d={ICONS.user} />
                  <span className="sf-action-label">{t('account')}</span>
                </a>
              }
            >
              <AccountMenu p={p} icon={<Icon d={ICONS.user} />} />
            </Suspense>
          )}
        </div>
      </div>
      <Suspense fallback={null}>
        {open === 'burger' && <BurgerMenu items={navigation} onClose={close} onCheckBooking={() => setOpen('checkBooking')} />}
        {open === 'gift' && <GiftDrawer onClose={close} />}
        {open === 'checkBooking' && <CheckBooking onClose={close} />}
      </Suspense>
    </header>
  );
}
