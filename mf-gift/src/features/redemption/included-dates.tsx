/**
 * A stay's included-dates calendar for the voucher (product-and-purchase §4): each check-in day is included,
 * supplement (with the amount the server priced) or not available. Choosing an included or supplement day asks a
 * date for each programme activity needing one (the offer page's picker, @storefront/ui), and 'Book' hands the stay,
 * its dates, the activity dates and the voucher over to the checkout.
 */
import { forwardRef, useMemo, useRef, useState } from 'react';
import { asStockReason, dayUnavailableReason, firstSelectableDay } from '@storefront/criteria';
import { emit } from '@storefront/event-bus';
import { formatDate, formatMoney, useSite } from '@storefront/i18n';
import { Alert, Button, Skeleton } from '@storefront/ui';
import { ActivityDates } from '@storefront/ui/activity-dates';
import { CalendarDay } from '@storefront/ui/calendar-day';
import { useApp, usePaths, useT } from '../../app-context';
import { fetchDatedActivities, fetchIncludedDates } from '../../api/redemption';
import type { IncludedDay, Stay, VoucherCover } from '../../api/types';
import { useResource } from '../../api/use-resource';
import { activitiesWithoutDate, isBookableDay, monthWeeks, redemptionCheckoutHash } from './rules';

const STATUS_KEY = { included: 'redeem.included', supplement: 'redeem.supplement', not_available: 'redeem.notAvailable' } as const;
const MARK = { included: '✓', supplement: '+', not_available: '–' } as const;

export const IncludedDatesCalendar = forwardRef<HTMLElement, { cover: VoucherCover; stay: Stay }>(function IncludedDatesCalendar({ cover, stay }, ref) {
  const t = useT();
  const site = useSite();
  const p = usePaths();
  const { client } = useApp();
  const [month, setMonth] = useState(() => `${firstSelectableDay().slice(0, 7)}-01`);
  const [chosen, setChosen] = useState<IncludedDay | null>(null);
  const [activityDates, setActivityDates] = useState<Record<number, string>>({});
  const [flagMissing, setFlagMissing] = useState(false);
  const activitiesRef = useRef<HTMLDivElement>(null);
  const activities = useResource(chosen ? `activities:${stay.id}:${chosen.day}:${chosen.nights}:${cover.persons}` : null, (signal) => fetchDatedActivities(client, stay.id, cover, chosen!, signal));
  const now = useMemo(() => new Date(), []);
  const calendar = useResource(`dates:${stay.id}:${cover.code}:${month}`, (signal) => fetchIncludedDates(client, stay.id, cover, month.slice(0, 7), 1, signal));
  const byDay = useMemo(() => new Map((calendar.data?.days ?? []).map((d) => [d.day, d])), [calendar.data]);
  const weekdays = Array.from({ length: 7 }, (_, i) => `2024-01-0${i + 1}`); // 1 January 2024 is a Monday

  const choose = (day: IncludedDay | null) => {
    setChosen(day);
    setActivityDates({});
    setFlagMissing(false);
  };

  const book = () => {
    if (!chosen || !activities.data) return;
    const missing = activitiesWithoutDate(activities.data, activityDates);
    if (missing.length) {
      setFlagMissing(true);
      activitiesRef.current?.querySelector<HTMLSelectElement>(`#sf-ui-activity-${missing[0]}`)?.focus();
      return;
    }
    emit('analytics', { event: 'add_to_cart', payload: { currency: 'EUR', items: [{ item_id: String(stay.id), item_name: stay.label, item_category: 'redemption' }] } });
    emit('navigate', { url: p.checkout(redemptionCheckoutHash(cover, stay.id, chosen, activities.data.map((a) => activityDates[a.activityId]!))) });
  };

  return (
    <section ref={ref} tabIndex={-1} className="sf-gift-redeem__calendar" aria-labelledby="sf-gift-dates-title" data-testid="included-dates">
      <h2 id="sf-gift-dates-title" className="sf-gift-subtitle">
        {t('redeem.datesTitle', { stay: stay.label })}
      </h2>
      <ul className="sf-gift-legend" aria-label={t('redeem.legend')}>
        {(['included', 'supplement', 'not_available'] as const).map((s) => (
          <li key={s}>
            <span className={`sf-gift-day__mark sf-gift-day--${s}`} aria-hidden="true">
              {MARK[s]}
            </span>
            {t(STATUS_KEY[s])}
          </li>
        ))}
      </ul>
      <div className="sf-gift-calendar__nav">
        <Button variant="ghost" disabled={!calendar.data?.prevMonth} onClick={() => calendar.data?.prevMonth && setMonth(`${calendar.data.prevMonth}-01`)} aria-label={t('redeem.previousMonth')}>
          ‹
        </Button>
        <h3 className="sf-gift-calendar__month" aria-live="polite">
          {formatDate(month, 'MMMM yyyy', site)}
        </h3>
        <Button variant="ghost" disabled={!calendar.data?.nextMonth} onClick={() => calendar.data?.nextMonth && setMonth(`${calendar.data.nextMonth}-01`)} aria-label={t('redeem.nextMonth')}>
          ›
        </Button>
      </div>
      {calendar.error ? <Alert variant="error">{t('common.error')}</Alert> : null}
      {calendar.loading ? <Skeleton height={280} /> : null}
      {calendar.data ? (
        <table role="grid" className="sf-gift-calendar" aria-label={formatDate(month, 'MMMM yyyy', site)}>
          <thead>
            <tr>
              {weekdays.map((d) => (
                <th key={d} scope="col" abbr={formatDate(d, 'EEEE', site)}>
                  {formatDate(d, 'EEEEEE', site)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(month).map((week, wi) => (
              <tr key={wi}>
                {week.map((iso, di) => {
                  if (!iso) return <td key={di} />;
                  const day = byDay.get(iso);
                  const status = day?.status ?? 'not_available';
                  const apiReason = asStockReason(day?.unavailableReason);
                  const reason = dayUnavailableReason(iso, { now, stock: isBookableDay(day) ? null : (apiReason ?? 'closed') });
                  const supplement = day?.status === 'supplement' && day.supplement > 0 ? formatMoney(day.supplement, site) : '';
                  // a day that cannot be chosen says why rather than only 'not available'
                  const states = [reason ? '' : t(STATUS_KEY[status]), supplement ? t('redeem.supplementAmount', { price: supplement }) : ''].filter(Boolean);
                  return (
                    <CalendarDay
                      key={iso}
                      day={iso}
                      reason={reason}
                      minStay={day?.minLos}
                      states={states}
                      status={status}
                      pressed={chosen?.day === iso}
                      className={`sf-gift-day sf-gift-day--${status}`}
                      onChoose={() => choose(day ?? null)}
                    >
                      {supplement ? (
                        <span className="sf-gift-day__price">
                          +{supplement}
                        </span>
                      ) : null}
                    </CalendarDay>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <div className="sf-gift-redeem__book" aria-live="polite">
        {chosen ? (
          <p data-testid="chosen-stay">
            {t('redeem.chosen', { date: formatDate(chosen.day, 'EEEE d MMMM yyyy', site), nights: t('voucher.nights', { count: chosen.nights }) })}{' '}
            <strong>{chosen.status === 'supplement' ? t('redeem.supplementAmount', { price: formatMoney(chosen.supplement, site) }) : t('redeem.included')}</strong>
          </p>
        ) : (
          <p className="sf-gift-muted">{t('redeem.pickDay')}</p>
        )}
      </div>
      {chosen && activities.error ? <Alert variant="error">{t('common.error')}</Alert> : null}
      {activities.data?.length ? (
        <div ref={activitiesRef} data-testid="activity-dates">
          <ActivityDates
            activities={activities.data}
            dateOf={(id) => activityDates[id] ?? ''}
            onChange={(id, date) => setActivityDates((d) => ({ ...d, [id]: date }))}
            flagMissing={flagMissing}
          />
        </div>
      ) : null}
      <Button size="large" disabled={!chosen || !activities.data} loading={!!chosen && activities.loading} onClick={book}>
        {t('redeem.book')}
      </Button>
    </section>
  );
});
