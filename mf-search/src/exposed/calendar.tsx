/**
 * './Calendar': the date-range calendar for other remotes (product page). Prop-driven: availability, loading,
 * allowed nights (pass `offerId` to fetch packageCheckoutNights, or your own `getAllowedNights`), month callbacks.
 */
import { useCallback } from 'react';
import type { StorefrontContext } from '@storefront/contracts';
import { SearchProviders, useApp } from '../app-context';
import { packageCheckoutNights } from '../api/search';
import { Calendar as Inner, type CalendarProps as InnerProps } from '../features/calendar/calendar';
import { useSearchStyles } from '../styles';
import '../parts-styles';

export type { Availability, DayAvailability, NightsRange, Selection } from '../features/calendar/rules';
export { weekendShortcuts, popularShortcuts, type DateShortcut } from '../features/calendar/shortcuts';

export interface CalendarProps extends InnerProps {
  context: StorefrontContext;
  /** offer whose allowed nights are fetched when a check-in has no check-out */
  offerId?: number | string;
  /** travellers sent with packageCheckoutNights */
  travellers?: { a: number; c: number; b: number };
}

function WithAllowedNights({ offerId, travellers, getAllowedNights, ...props }: Omit<CalendarProps, 'context'>) {
  useSearchStyles();
  const { client } = useApp();
  const fetchNights = useCallback(
    (checkin: string) => packageCheckoutNights(client, offerId!, { checkin, ...(travellers ?? { a: 2, c: 0, b: 0 }) }),
    [client, offerId, travellers],
  );
  return <Inner {...props} getAllowedNights={getAllowedNights ?? (offerId !== undefined ? fetchNights : undefined)} />;
}

export function Calendar({ context, ...props }: CalendarProps) {
  return (
    <SearchProviders context={context}>
      <div className="sf-search sf-search--embedded">
        <WithAllowedNights {...props} />
      </div>
    </SearchProviders>
  );
}

export default Calendar;
