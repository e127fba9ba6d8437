/**
 * The stays a voucher covers, filtered by their facets (theme, city), 20 at a time with 'Show more'; choosing one
 * opens its included-dates calendar.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Skeleton } from '@storefront/ui';
import { useApp, useT } from '../../app-context';
import { fetchRedeemableFacets, fetchRedeemableStays, type StayFilters } from '../../api/redemption';
import type { Stay, VoucherCover } from '../../api/types';
import { useResource } from '../../api/use-resource';
import { IncludedDatesCalendar } from './included-dates';

const FILTERS = ['theme', 'city'] as const;

export function RedeemableStays({ cover }: { cover: VoucherCover }) {
  const t = useT();
  const { client } = useApp();
  const [filters, setFilters] = useState<StayFilters>({});
  const [pages, setPages] = useState(1);
  const [more, setMore] = useState<Stay[]>([]);
  const [chosen, setChosen] = useState<Stay | null>(null);
  const calendarRef = useRef<HTMLElement>(null);
  const key = `${cover.code}:${filters.theme ?? ''}:${filters.city ?? ''}`;
  const first = useResource(`stays:${key}`, (signal) => fetchRedeemableStays(client, cover, filters, 0, signal));
  const facets = useResource(`facets:${key}`, (signal) => fetchRedeemableFacets(client, cover, filters, signal));

  useEffect(() => {
    setPages(1);
    setMore([]);
    setChosen(null);
  }, [key]);
  useEffect(() => {
    if (chosen) calendarRef.current?.focus();
  }, [chosen]);

  const stays = [...(first.data?.exactMatch ?? []), ...more];
  const total = first.data?.searchDetails.totalCount ?? 0;
  const loadMore = async () => {
    const next = await fetchRedeemableStays(client, cover, filters, pages);
    setMore((m) => [...m, ...next.exactMatch]);
    setPages((p) => p + 1);
  };

  return (
    <>
      <section className="sf-gift-redeem__stays" aria-labelledby="sf-gift-redeem-stays">
        <h2 id="sf-gift-redeem-stays" className="sf-gift-subtitle">
          {t('redeem.stays')}
        </h2>
        <div className="sf-gift-facets">
          {FILTERS.map((name) => {
            const values = facets.data?.properties.find((p) => p.propertyType === name)?.values ?? [];
            return (
              <div key={name} className="sf-gift-field">
                <label htmlFor={`sf-gift-facet-${name}`}>{t(`redeem.facet.${name}`)}</label>
                <select
                  id={`sf-gift-facet-${name}`}
                  className="sf-gift-input"
                  value={filters[name] ?? ''}
                  onChange={(e) => setFilters((f) => ({ ...f, [name]: e.target.value ? Number(e.target.value) : undefined }))}
                >
                  <option value="">{t('redeem.facet.all')}</option>
                  {values.map((v) => (
                    <option key={v.id} value={v.id}>
                      {`${v.name} (${v.count})`}
                    </option>
                  ))}
                </select>
              </div>
            );
          })}
        </div>
        {first.error ? <Alert variant="error">{t('common.error')}</Alert> : null}
        {first.loading ? <Skeleton height={240} /> : null}
        {first.data ? (
          <p className="sf-gift-muted" role="status">
            {t('redeem.count', { count: total })}
          </p>
        ) : null}
        <ul className="sf-gift-redeem__list" data-testid="redeemable-stays">
          {stays.map((stay) => (
            <li key={stay.id} className="sf-gift-stay">
              {stay.images[0] ? <img src={stay.images[0].url} alt="" width={240} height={135} loading="lazy" decoding="async" /> : null}
              <h3 className="sf-gift-stay__title">{stay.label}</h3>
              <span className="sf-gift-muted">{stay.hotel.label}</span>
              <Button variant={chosen?.id === stay.id ? 'primary' : 'secondary'} aria-pressed={chosen?.id === stay.id} onClick={() => setChosen(stay)}>
                {t('redeem.seeDates')}
                <span className="sf-gift-visually-hidden">{`: ${stay.label}`}</span>
              </Button>
            </li>
          ))}
        </ul>
        {stays.length < total ? (
          <Button variant="secondary" onClick={() => void loadMore()}>
            {t('redeem.more')}
          </Button>
        ) : null}
      </section>
      {chosen ? <IncludedDatesCalendar ref={calendarRef} key={chosen.id} cover={cover} stay={chosen} /> : null}
    </>
  );
}
