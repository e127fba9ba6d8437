/**
 * Account menu (site-wide §2 Account entries) of a logged-in customer with the customer-account toggle on: a
 * disclosure button opening the list My account, Bookings & Trips, Wishlist and Sign out. Escape closes it and
 * gives focus back to the button; a press outside, focus moving outside, choosing an entry or a navigation close it.
 *
 * The behaviour is @storefront/ui's Dropdown's (document listeners for Escape and outside presses, focus back on
 * Escape only), which the shell cannot import: it does not declare @storefront/ui, for the reasons given in
 * overlay.tsx (declaring it makes the shell provide it and its i18n singletons to the remotes, and adds to the
 * shell's initial JS). It is a disclosure of links (Tab moves through them) rather than an ARIA menu, as the
 * entries navigate. Loaded with the header only for a logged-in customer (a chunk of its own, with its styles).
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Paths } from '@storefront/contracts';
import { Link, useRoute, useShell, useT } from './shell-react';
import type { MessageKey } from '../i18n';
import styles from './account-menu.css';

export interface AccountEntry {
  label: MessageKey;
  href: string;
  /** Same application (client-side navigation) or another one (a page load). */
  spa: boolean;
}

/** The account pages of the menu, in order; sign-out comes after them. */
export function accountEntries(p: Paths): AccountEntry[] {
  return [
    { label: 'account', href: p.account('profile'), spa: false },
    { label: 'bookingsAndTrips', href: p.account('trips'), spa: false },
    { label: 'wishlist', href: p.wishlist(), spa: true },
  ];
}

/** Page loads of the sign-out (an object so that tests can replace it: jsdom does not navigate). */
export const browser = { load: (url: string) => window.location.assign(url) };

/**
 * Signs the customer out: the API ends the session (its cookie is HttpOnly), then `home` loads afresh, so that the
 * chrome and every remote start again without the customer (even when the call failed: the page tells the truth).
 */
export async function signOut(gateway: string, home: string): Promise<void> {
  await fetch(`${gateway}/account/session`, { method: 'DELETE', credentials: 'same-origin' }).catch(() => undefined);
  browser.load(home);
}

export default function AccountMenu({ p, icon }: { p: Paths; icon: ReactNode }) {
  const t = useT();
  const { config } = useShell();
  const route = useRoute();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    styles.use();
    return () => styles.unuse();
  }, []);
  useEffect(() => setOpen(false), [route]);
  useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) =>
      target instanceof Node && target.isConnected && !root.current?.contains(target);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    const onPress = (event: Event) => outside(event.target) && setOpen(false);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onPress);
    document.addEventListener('touchstart', onPress);
    document.addEventListener('focusin', onPress);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onPress);
      document.removeEventListener('touchstart', onPress);
      document.removeEventListener('focusin', onPress);
    };
  }, [open]);

  const close = () => setOpen(false);
  return (
    <div ref={root} className="sf-account-menu">
      <button
        ref={button}
        type="button"
        className="sf-action"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen(!open)}
      >
        {icon}
        <span className="sf-action-label">{t('account')}</span>
      </button>
      {open && (
        <ul id={listId} className="sf-account-menu-list">
          {accountEntries(p).map((entry) => (
            <li key={entry.label}>
              {entry.spa ? (
                <Link href={entry.href} className="sf-account-menu-item" onClick={close}>
                  {t(entry.label)}
                </Link>
              ) : (
                <a href={entry.href} className="sf-account-menu-item">
                  {t(entry.label)}
                </a>
              )}
            </li>
          ))}
          <li className="sf-account-menu-end">
            <button type="button" className="sf-account-menu-item" onClick={() => void signOut(config.endpoints.frontGateway, p.home())}>
              {t('signOut')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
