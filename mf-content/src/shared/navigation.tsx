/** Links and the current route: internal links navigate through the shell (bus `navigate`), without a reload. */
import { useEffect, useState, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useServerUrl } from '@storefront/ui';
import { emit } from '@storefront/event-bus';
import { matchRoute, type RouteMatch, type StorefrontContext } from '@storefront/contracts';

export function isInternalUrl(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

function shouldHandle(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

export function navigate(url: string): void {
  emit('navigate', { url });
}

/** Click handler for containers of editorial HTML: same-site links go through the shell's router. */
export function onInternalLinkClick(event: MouseEvent<HTMLElement>): void {
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || !shouldHandle(event) || anchor.target === '_blank') return;
  const href = anchor.getAttribute('href') ?? '';
  if (!isInternalUrl(href)) return;
  event.preventDefault();
  navigate(href);
}

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  newTab?: boolean;
  children?: ReactNode;
  /** visually hidden text announcing a new tab */
  newTabLabel?: string;
}

/** An anchor: new tabs get rel=noopener and an announcement; internal links use the shell's router. */
export function Link({ href, newTab, children, newTabLabel, onClick, ...rest }: LinkProps) {
  return (
    <a
      href={href}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      onClick={(event) => {
        onClick?.(event);
        if (newTab || !isInternalUrl(href) || !shouldHandle(event)) return;
        event.preventDefault();
        navigate(href);
      }}
      {...rest}
    >
      {children}
      {newTab && newTabLabel ? <span className="sf-content-visually-hidden"> ({newTabLabel})</span> : null}
    </a>
  );
}

function currentUrl(): string {
  return window.location.pathname + window.location.search + window.location.hash;
}

/** The current URL, updated on every single-spa routing event and history change. */
export function useLocationHref(): string {
  const serverUrl = useServerUrl();
  const [href, setHref] = useState(() => (typeof window === 'undefined' ? (serverUrl ?? '/') : currentUrl()));
  useEffect(() => {
    const update = () => setHref(currentUrl());
    window.addEventListener('single-spa:routing-event', update);
    window.addEventListener('popstate', update);
    window.addEventListener('hashchange', update);
    return () => {
      window.removeEventListener('single-spa:routing-event', update);
      window.removeEventListener('popstate', update);
      window.removeEventListener('hashchange', update);
    };
  }, []);
  return href;
}

export function routeFor(context: StorefrontContext, href: string): RouteMatch {
  return matchRoute(
    href,
    context.locale,
    context.routing ?? {
      toggles: { boxes: context.toggles.boxes, activityOnly: context.toggles.activityOnly },
    },
  );
}

/** The page kind and params of the current URL (as the shell routes it). */
export function useRoute(context: StorefrontContext): {
  route: RouteMatch;
  href: string;
  query: URLSearchParams;
} {
  const href = useLocationHref();
  const route = routeFor(context, href);
  const query = new URLSearchParams(href.split('?')[1]?.split('#')[0] ?? '');
  return { route, href, query };
}
