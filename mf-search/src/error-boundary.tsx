/** Render errors inside mf-search: logged to the API, and a message instead of a blank slot. */
import { Component, type ReactNode } from 'react';
import { CRASH_LOCATION, logClientError } from '@storefront/api-client';
import type { StorefrontContext } from '@storefront/contracts';

export class SearchErrorBoundary extends Component<{ context: StorefrontContext; fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('[mf-search]', error);
    void logClientError(this.props.context, { location: CRASH_LOCATION, message: error });
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
