/**
 * Extras (upsells): other offers of the hotel with the price difference for the stay's nights. Choosing one
 * shows a loading message, then after 500 ms goes to the new product id (same flow and stay).
 */
import { useEffect, useRef } from 'react';
import { useAtom } from 'jotai';
import { emit } from '@storefront/event-bus';
import { formatMoney, useSite, useTranslation } from '@storefront/i18n';
import { Button, imageUrl } from '@storefront/ui';
import { useApp, usePaths } from '../../app-context';
import { fetchUpsells } from '../../api/product';
import type { Stay } from '../../api/types';
import { useFetch } from '../../api/use-fetch';
import { upsellLoadingAtom } from '../../state/atoms';
import { serialiseProductHash, stayKey, type ProductHash } from '../../state/url';
import { UPSELL_NAVIGATION_DELAY_MS, upsellDifference } from './rules';

export function Upsells({ offerId, stay, flow, hash, nights }: { offerId: number; stay: Stay; flow: 'booking' | 'gifting'; hash: ProductHash; nights?: number }) {
  const { t } = useTranslation();
  const site = useSite();
  const { client } = useApp();
  const p = usePaths();
  const [loading, setLoading] = useAtom(upsellLoadingAtom);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Gift upsells only when giftNights equals 1.
  const shown = flow === 'booking' || hash.giftNights === 1;
  const { data } = useFetch(shown ? `upsells:${offerId}:${flow}:${stayKey(stay)}` : null, (signal) => fetchUpsells(client, offerId, stay, signal));
  if (!shown || !data?.upsells.length) return null;
  const choose = (id: number) => {
    setLoading(id);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setLoading(null);
      emit('navigate', { url: p.product(id, { flow }, serialiseProductHash({ ...hash, offerId: undefined, activityDates: [] })) });
    }, UPSELL_NAVIGATION_DELAY_MS);
  };
  return (
    <section className="sf-product-step sf-product-upsells" aria-labelledby="sf-product-upsells-title">
      <h3 id="sf-product-upsells-title" className="sf-product-step__title">
        {t('booking.extras')}
      </h3>
      {loading !== null ? (
        <p role="status" className="sf-product-notice">
          {t('booking.upsellLoading')}
        </p>
      ) : null}
      <ul className="sf-product-upsells__list">
        {data.upsells.slice(0, 3).map((u) => {
          const difference = formatMoney(upsellDifference(u, nights), site);
          const image = imageUrl({ sizes: u.imagesBySize }, '120_80');
          return (
            <li key={u.id} className="sf-product-upsell">
              {image ? <img src={image} alt="" width={120} height={80} loading="lazy" /> : <span className="sf-product-upsell__no-image" aria-hidden="true" />}
              <div>
                <p className="sf-product-upsell__label">{u.label}</p>
                <p className="sf-product-muted">{u.programLines.join(' + ')}</p>
                <p className="sf-product-upsell__price">
                  {nights ? t('booking.upsellDifferenceNights', { price: difference, nights: t('common.nights', { count: nights }) }) : t('booking.upsellDifference', { price: difference })}
                </p>
                <Button size="small" variant="secondary" loading={loading === u.id} disabled={loading !== null} onClick={() => choose(u.id)}>
                  {t('booking.seeUpsell')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
