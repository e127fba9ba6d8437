/**
 * Activity product page (product-and-purchase.md §2.7): gallery, wishlist toggle (the one store), label, main activity
 * centre, description, activities, locations, schedules, nice-to-know, important info, the price and pax panel
 * (pax from hash a clamped to the price keys) with Offer and 'Buy for myself' opening the modal that continues
 * to checkout, the how-it-works strip, recently viewed activities, and the unpublished notice.
 */
import { useState } from 'react';
import { isApiError } from '@storefront/api-client';
import { emit } from '@storefront/event-bus';
import { Alert, Breadcrumb, Button, Modal, Price, Skeleton, Stepper, imageUrl } from '@storefront/ui';
import { useTranslation } from '@storefront/i18n';
import { useApp, usePaths } from '../../app-context';
import { activityRequest } from '../../api/page-requests';
import type { ActivityProduct } from '../../api/types';
import { useFetch } from '../../api/use-fetch';
import { useRobots, useTitle } from '../../head';
import { serialiseProductHash, writeUrl, type ProductUrl } from '../../state/url';
import { Gallery } from '../gallery/gallery';
import { InvalidLinkNotice } from '../offer-page/invalid-link';
import { SeeMore } from '../offer-page/see-more';
import { readRecentlyViewed } from '../recently-viewed/store';
import { useRecentlyViewed } from '../recently-viewed/use-recently-viewed';
import { StickyBar } from '../sticky-bar/sticky-bar';
import { WishlistButton } from '../wishlist/wishlist-button';
import { NotFound, TooLate } from '../too-late/too-late';
import { ACTIVITY_PROMO_THRESHOLD, activityCheckout, clampPax, paxKeys, priceFor } from './rules';

function PurchasePanel({ product, url }: { product: ActivityProduct; url: ProductUrl }) {
  const { t } = useTranslation();
  const p = usePaths();
  const [modal, setModal] = useState<'offer' | 'ownUse' | null>(null);
  const keys = paxKeys(product.prices);
  const pax = clampPax(url.hash.a, product.prices);
  const price = priceFor(product.prices, pax);
  if (pax === undefined || !price) return <Alert variant="info">{t('activity.unavailable')}</Alert>;
  const setPax = (value: number) => writeUrl(serialiseProductHash({ ...url.hash, a: clampPax(value, product.prices), activityDates: url.hash.activityDates }));
  const go = () => {
    const target = activityCheckout(product.id, pax, modal === 'ownUse');
    emit('analytics', { event: 'add_to_cart', payload: { currency: 'EUR', value: price.sellPrice, items: [{ item_id: String(product.id), item_name: product.label, item_category: 'activity', price: price.sellPrice, quantity: 1, pax }] } });
    emit('navigate', { url: p.checkout(target.hash, target.query) });
  };
  return (
    <>
      <div className="sf-product-booking sf-product-activity-panel" id="sf-product-booking">
      <Stepper label={t('activity.pax')} value={pax} min={keys[0]!} max={keys[keys.length - 1]!} onChange={setPax} />
      <p className="sf-product-muted">{t('activity.price', { count: pax })}</p>
      <div data-testid="price-banner" data-price-cents={price.sellPrice}>
        <Price sellPrice={price.sellPrice} refPrice={price.refPrice} promo={price.promo} promoThreshold={ACTIVITY_PROMO_THRESHOLD} size="large" />
      </div>
      <Button block size="large" onClick={() => setModal('offer')} aria-haspopup="dialog">
        {t('activity.offer')}
      </Button>
      <Button block variant="secondary" onClick={() => setModal('ownUse')} aria-haspopup="dialog">
        {t('activity.buyForMyself')}
      </Button>
      <Modal
        open={modal !== null}
        onClose={() => setModal(null)}
        title={modal === 'ownUse' ? t('activity.modalOwnUse') : t('activity.modalOffer')}
        footer={<Button onClick={go}>{t('activity.continue')}</Button>}
      >
        <p>
          <strong>{product.label}</strong>
        </p>
        <p>{t('activity.price', { count: pax })}</p>
        <Price sellPrice={price.sellPrice} refPrice={price.refPrice} promo={price.promo} promoThreshold={ACTIVITY_PROMO_THRESHOLD} />
        <p className="sf-product-muted">{t('activity.validity')}</p>
      </Modal>
      </div>
      <StickyBar label={product.label} price={{ sellPrice: price.sellPrice }} action={t('activity.offer')} />
    </>
  );
}

function RecentlyViewedActivities({ currentId }: { currentId: string }) {
  const { t } = useTranslation();
  const [items] = useState(() => readRecentlyViewed('ACTIVITY').filter((i) => i.id !== currentId));
  if (!items.length) return null;
  return (
    <section className="sf-product-section" aria-labelledby="sf-product-recent-title">
      <h2 id="sf-product-recent-title">{t('activity.recentlyViewed')}</h2>
      <ul className="sf-product-others">
        {items.map((i) => (
          <li key={i.id} className="sf-product-other">
            {i.imageUrl ? <img src={i.imageUrl} alt="" loading="lazy" width={320} height={180} /> : null}
            <a href={i.uri}>{i.label}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ActivityContent({ product, url }: { product: ActivityProduct; url: ProductUrl }) {
  const { t } = useTranslation();
  const p = usePaths();
  const uri = p.activity(product.id);
  const image = product.images[0] ? imageUrl(product.images[0], '640_360') : undefined;
  useTitle(product.pageModel.pageTitle || product.label);
  useRobots(product.pageModel.metaRobots.startsWith('noindex'));
  const cheapest = product.prices[0];
  useRecentlyViewed({ id: String(product.id), type: 'ACTIVITY', label: product.label, imageUrl: image, uri, price: cheapest ? { sellPrice: cheapest.sellPrice, refPrice: cheapest.refPrice, promo: cheapest.promo } : undefined });
  const centre = product.activityCenter.find((c) => c.main) ?? product.activityCenter[0];
  const crumbs = [...product.breadCrumb.slice(0, -1).map((b) => ({ label: b.label, href: b.uri })), { label: product.label }];
  return (
    <div className="sf-product-activity">
      <Breadcrumb items={crumbs} />
      <InvalidLinkNotice invalid={url.invalid.filter((k) => k === 'a' || k === 'pax')} />
      <Gallery images={product.images} page="offer" label={product.label} />
      <div className="sf-product-layout">
        <div className="sf-product-main">
          <header className="sf-product-header">
            <p className="sf-product-card__kind">{product.activities[0]?.univers ?? t('activity.label')}</p>
            <h1>{product.label}</h1>
            <WishlistButton item={{ id: String(product.id), label: product.label, imageUrl: image, uri, kind: 'activity' }} />
            {centre ? (
              <p className="sf-product-hotel-line">
                <span>{t('activity.centre')} : </span>
                <strong>{centre.label}</strong> · {centre.location.address}
              </p>
            ) : null}
          </header>
          <section className="sf-product-section" aria-labelledby="sf-product-activity-description">
            <h2 id="sf-product-activity-description">{t('activity.description')}</h2>
            <SeeMore text={product.description} />
          </section>
          <section className="sf-product-section" aria-labelledby="sf-product-activity-list">
            <h2 id="sf-product-activity-list">{t('activity.activities')}</h2>
            {product.activities.map((a) => (
              <article key={a.title} className="sf-product-card">
                <div className="sf-product-card__body">
                  <h3>{a.title}</h3>
                  <SeeMore text={a.description} />
                  <ul className="sf-product-list">
                    {a.composition.map((c) => (
                      <li key={c}>{c}</li>
                    ))}
                  </ul>
                  {a.importantInformation.length ? (
                    <ul className="sf-product-list">
                      {a.importantInformation.map((c) => (
                        <li key={c}>{c}</li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              </article>
            ))}
          </section>
          {product.locations.length ? (
            <section className="sf-product-section" aria-labelledby="sf-product-activity-locations">
              <h2 id="sf-product-activity-locations">{t('activity.locations')}</h2>
              <ul className="sf-product-list">
                {product.locations.map((l) => (
                  <li key={`${l.label}-${l.latitude}`}>{l.label}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {product.schedules.length ? (
            <section className="sf-product-section" aria-labelledby="sf-product-activity-schedules">
              <h2 id="sf-product-activity-schedules">{t('activity.schedules')}</h2>
              <ul className="sf-product-list">
                {product.schedules.map((s) => (
                  <li key={`${s.from}-${s.to}`}>{t('offer.schedule', { from: s.from, to: s.to })}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {product.niceToKnow.length ? (
            <section className="sf-product-section" aria-labelledby="sf-product-activity-nice">
              <h2 id="sf-product-activity-nice">{t('activity.niceToKnow')}</h2>
              <ul className="sf-product-list">
                {product.niceToKnow.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {product.importantInfos.length ? (
            <section className="sf-product-section" aria-labelledby="sf-product-activity-important">
              <h2 id="sf-product-activity-important">{t('activity.important')}</h2>
              <ul className="sf-product-list">
                {product.importantInfos.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <aside className="sf-product-aside">{product.published === false ? <TooLate kind="activity" /> : <PurchasePanel product={product} url={url} />}</aside>
      </div>
      <section className="sf-product-how sf-product-how--strip" aria-labelledby="sf-product-activity-how">
        <h2 id="sf-product-activity-how">{t('activity.howItWorks')}</h2>
        <ol className="sf-product-how__steps">
          <li>{t('activity.howSteps.choose')}</li>
          <li>{t('activity.howSteps.receive')}</li>
          <li>{t('activity.howSteps.book')}</li>
        </ol>
      </section>
      <RecentlyViewedActivities currentId={String(product.id)} />
    </div>
  );
}

export function ActivityPage({ activityId, url }: { activityId: number | null; url: ProductUrl }) {
  const { t } = useTranslation();
  const { client } = useApp();
  const request = activityId === null ? null : activityRequest(client, activityId);
  const { data, error, loading, reload } = useFetch(request?.key ?? null, (signal) => request!.fetcher(signal));
  if (activityId === null) return <NotFound />;
  if (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return <NotFound />;
    return (
      <Alert variant="error" action={<Button onClick={reload}>{t('common.retry')}</Button>}>
        {t('common.error')}
      </Alert>
    );
  }
  if (!data) return loading ? <Skeleton lines={8} /> : null;
  return <ActivityContent product={data} url={url} />;
}
