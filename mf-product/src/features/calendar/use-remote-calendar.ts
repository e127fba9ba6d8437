/** mf-search's exposed calendar ('mf_search/Calendar'), loaded through the shell's federation runtime. */
import { useEffect, useState, type ComponentType } from 'react';
import type { StorefrontContext } from '@storefront/contracts';
import { useApp } from '../../app-context';
import type { Availability } from './rules';

/** The props of mf-search's Calendar that mf-product uses (see mf-search/src/exposed/calendar.tsx). */
export interface RemoteCalendarProps {
  context: StorefrontContext;
  checkin?: string;
  checkout?: string;
  onChange: (selection: { checkin?: string; checkout?: string }) => void;
  onClose?: () => void;
  availability?: Availability;
  loading?: boolean;
  getAllowedNights?: (checkin: string) => Promise<number[]>;
  mobile?: boolean;
  maxNights?: number;
  autoClose?: boolean;
  /** Shows 'Validate' (disabled until both dates are set) in place of Close. */
  onValidate?: () => void;
  giftcardHref?: string;
}

type State = { status: 'loading' } | { status: 'ready'; Calendar: ComponentType<RemoteCalendarProps> } | { status: 'failed' };

let cache: Promise<ComponentType<RemoteCalendarProps>> | null = null;

export function useRemoteCalendar(enabled: boolean): State {
  const { loadRemote } = useApp();
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    if (!loadRemote) {
      setState({ status: 'failed' });
      return;
    }
    let live = true;
    cache ??= loadRemote<{ Calendar?: ComponentType<RemoteCalendarProps>; default?: ComponentType<RemoteCalendarProps> }>('mf_search/Calendar').then((m) => {
      const C = m.Calendar ?? m.default;
      if (!C) throw new Error('mf_search/Calendar exposes no Calendar');
      return C;
    });
    cache.then(
      (Calendar) => live && setState({ status: 'ready', Calendar }),
      () => {
        cache = null;
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [enabled, loadRemote]);
  return state;
}
