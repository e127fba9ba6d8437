/**
 * What every page remote puts around its pages: a render error shows the remote's crash message (and is reported)
 * until the address changes, and same-origin links go through the shell's router (bus `navigate`), so moving from
 * one page to another never reloads the document.
 */
import { Component, type MouseEvent, type ReactNode } from 'react';
import { emit } from '@storefront/event-bus';

export interface PageErrorBoundaryProps {
  /** a new key (the pathname) clears the error */
  resetKey: string;
  onError: (error: unknown) => void;
  fallback: ReactNode;
  children: ReactNode;
}

export class PageErrorBoundary extends Component<PageErrorBoundaryProps, { failed: boolean; key: string }> {
  override state = { failed: false, key: this.props.resetKey };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: { resetKey: string }, state: { failed: boolean; key: string }) {
    return props.resetKey !== state.key ? { failed: false, key: props.resetKey } : null;
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Click handler of a remote's root: a plain same-origin link click becomes a shell navigation (no reload). */
export function routeLinkThroughShell(event: MouseEvent<HTMLElement>): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || anchor.target || anchor.hasAttribute('download') || anchor.getAttribute('href')?.startsWith('#')) return;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  emit('navigate', { url: `${url.pathname}${url.search}${url.hash}` });
}
