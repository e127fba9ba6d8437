/** The search bar's calendar with its date shortcuts (a chunk of its own: fetched when the dates field opens). */
import { useMemo } from 'react';
import { MAX_NIGHTS } from '@storefront/criteria';
import { useSite } from '@storefront/i18n';
import { useApp } from '../../app-context';
import { Calendar } from '../calendar/calendar';
import { popularShortcuts, weekendShortcuts } from '../calendar/shortcuts';
import type { Selection } from '../calendar/rules';

export interface DatesCalendarProps {
  checkin?: string;
  checkout?: string;
  onChange: (selection: Selection) => void;
  onClose: () => void;
  mobile: boolean;
  now: Date;
}

export function DatesCalendar({ checkin, checkout, onChange, onClose, mobile, now }: DatesCalendarProps) {
  const site = useSite();
  const { context } = useApp();
  const shortcuts = useMemo(() => [...weekendShortcuts(now), ...popularShortcuts(site, context.experiments, now)], [now, site, context.experiments]);
  return <Calendar checkin={checkin} checkout={checkout} onChange={onChange} onClose={onClose} mobile={mobile} maxNights={MAX_NIGHTS} shortcuts={shortcuts} now={now} />;
}
