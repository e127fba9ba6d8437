/**
 * The stays a box covers (product-and-purchase §2.5, §4 'Box offers list'): pages of 8, the next one loaded when the
 * loader at the end of the row scrolls into view, stopping at the first empty page.
 */
import { useEffect, useRef, useState } from 'react';
import { formatMoney, useSite } from '@storefront/i18n';
import { useApp, useT } from '../../app-context';
import { fetchBoxOffers } from '../../api/boxes';
import type { BoxOffer } from '../../api/types';

export const BOX_OFFERS_PAGE_SIZE = 8;

export function BoxStays({ code }: { code: string }) {
  const t = useT();
  const site = useSite();
  const { client } = useApp();
  const [stays, setStays] = useState<BoxOffer[]>([]);
  // the next zero-based page to load
  const [page, setPage] = useState(0);
  const [done, setDone] = useState(false);
  const loading = useRef(false);
  const loader = useRef<HTMLLIElement>(null);

  useEffect(() => {
    const node = loader.current;
    if (!node || done) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting) || loading.current) return;
      loading.current = true;
      fetchBoxOffers(client, code, page, BOX_OFFERS_PAGE_SIZE).then(
        (offers) => {
          loading.current = false;
          if (offers.length === 0) setDone(true);
          else {
            setStays((s) => [...s, ...offers]);
            setPage(page + 1);
          }
        },
        () => {
          loading.current = false;
          setDone(true);
        },
      );
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [client, code, page, done]);

  return (
    <section className="sf-gift-stays" aria-labelledby="sf-gift-stays-title">
      <h2 id="sf-gift-stays-title" className="sf-gift-subtitle">
        {t('box.stays')}
      </h2>
      {/* a row that scrolls sideways takes the keyboard focus, so arrow keys can scroll it (WCAG 2.1.1) */}
      <ul className="sf-gift-stays__row" data-testid="box-stays" tabIndex={0} aria-labelledby="sf-gift-stays-title">
        {stays.map((stay) => (
          <li key={stay.id} className="sf-gift-stay">
            {stay.images[0] ? <img src={stay.images[0].url} alt="" width={240} height={135} loading="lazy" decoding="async" /> : null}
            <span className="sf-gift-stay__title">{stay.label}</span>
            <span className="sf-gift-muted">{stay.hotel.label}</span>
            <span className="sf-gift-muted">{formatMoney(stay.sellPrice, site)}</span>
          </li>
        ))}
        {done ? null : (
          <li ref={loader} className="sf-gift-stays__loader" aria-hidden="true">
            …
          </li>
        )}
      </ul>
    </section>
  );
}
