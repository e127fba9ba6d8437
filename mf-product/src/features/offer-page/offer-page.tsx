/**
 * Stay offer (product) page (product-and-purchase.md §2.2, §2.3): breadcrumb, gallery, title, hotel line,
 * 'Your stay includes', programme, activities, reviews, practical info, other offers at the hotel, tabs, the
 * booking steps and a sticky booking bar on non-mobile once the main bar scrolls away. 'Too late!' when the
 * offer is unpublished or expired; the not-found state for an unknown id.
 */
import { lazy, Suspense, useState } from 'react';
import { isApiError } from '@storefront/api-client';
import { PROMO_THRESHOLD } from '@storefront/criteria/business-rules';
import { addDays, siteToday } from '@storefront/criteria/dates';
import { Alert, Breadcrumb, Button, CustomerCareBlock, Price, ReviewScore, Skeleton, imageUrl } from '@storefront/ui';
import { useTranslation } from '@storefront/i18n';
import { useApp, usePaths } from '../../app-context';
import { offerDetailRequest } from '../../api/page-requests';
import type { OfferDetail } from '../../api/types';
import { useFetch } from '../../api/use-fetch';
import { useRobots, useTitle } from '../../head';
import { stayOf, type ProductUrl } from '../../state/url';
import { BookingStickyBar, BookingSteps } from '../booking-steps/booking-steps';
import { useBooking, type Booking } from '../booking-steps/use-booking';
import { EcoLabel } from '../eco-label/eco-label';
import { Gallery } from '../gallery/gallery';
import { InfoBlocks, hotelMarker } from '../info-modals/info-blocks';
import { LazyOnOpen } from '../lazy-on-open';
import { useRecentlyViewed } from '../recently-viewed/use-recently-viewed';
import { WishlistButton } from '../wishlist/wishlist-button';
import { ReviewsSection, reviewsShown, useHotelReviews } from '../reviews/reviews-section';
import { NotFound, TooLate } from '../too-late/too-late';
import { InvalidLinkNotice } from './invalid-link';
import { hotelLink, stayHash } from './links';
import { BreakfastCard, LineCard, RoomCard } from './programme';
import { SeeMore } from './see-more';
import { TRUNCATE_PROGRAMME } from './truncate';
import { SectionNav } from '../section-nav/section-nav';

// Loaded when they open (drawer, map) or in the gifting flow only (included dates).
const HotelOffersDrawer = lazy(() => import(/* webpackChunkName: "hotel-offers-drawer" */ '../hotel-offers-drawer/hotel-offers-drawer').then((m) => ({ default: m.HotelOffersDrawer })));
const MapModal = lazy(() => import(/* webpackChunkName: "map-modal" */ '../map/map-modal').then((m) => ({ default: m.MapModal })));
const IncludedDates = lazy(() => import(/* webpackChunkName: "gifting" */ '../gifting/included-dates').then((m) => ({ default: m.IncludedDates })));
const GiftStickyBar = lazy(() => import(/* webpackChunkName: "gifting" */ '../gifting/gift-steps').then((m) => ({ default: m.GiftStickyBar })));

/** An offer is gone when unpublished or past its expiration date. */
export function isExpired(detail: Pick<OfferDetail, 'published' | 'expiration'>, now: Date = new Date()): boolean {
  return !detail.published || (detail.expiration !== null && detail.expiration < siteToday(now));
}

/**
 * Tabs of the offer page (§2.2), each an anchor to its section: description, room, experience (the programme),
 * the experience (the activities), the gift (gifting), reviews, hotel, practical info. A tab whose section the
 * offer does not have (no room card, no activities, reviews hidden after a failed call) is left out rather than
 * pointing nowhere.
 */
function Tabs({ flow, hasRoom, hasActivities, hasReviews }: { flow: string; hasRoom: boolean; hasActivities: boolean; hasReviews: boolean }) {
  const { t } = useTranslation();
  const tab = (id: string, label: string, shown = true) => (shown ? [{ id, label }] : []);
  return (
    <SectionNav
      label={t('offer.tabs.label')}
      sections={[
        ...tab('sf-product-description', t('offer.tabs.description')),
        ...tab('sf-product-room', t('offer.tabs.room'), hasRoom),
        ...tab('sf-product-programme', t('offer.tabs.experience')),
        ...tab('sf-product-experience', t('offer.tabs.theExperience'), hasActivities),
        ...tab('sf-product-booking', t('offer.tabs.customise'), flow === 'gifting'),
        ...tab('sf-product-reviews', t('offer.tabs.reviews'), hasReviews),
        ...tab('sf-product-hotel', t('offer.tabs.hotel')),
        ...tab('sf-product-practical', t('offer.tabs.practicalInfo')),
      ]}
    />
  );
}

/** The offer's sticky bar: the action and the price of the panel it leads to (gift set-up in gifting, Book and the price banner's price in booking). */
function OfferStickyBar({ booking, detail, url }: { booking: Booking; detail: OfferDetail; url: ProductUrl }) {
  if (booking.flow !== 'gifting') return <BookingStickyBar detail={detail} booking={booking} />;
  return (
    <Suspense fallback={null}>
      <GiftStickyBar detail={detail} url={url} />
    </Suspense>
  );
}

function OfferContent({ detail, url }: { detail: OfferDetail; url: ProductUrl }) {
  const { t } = useTranslation();
  const p = usePaths();
  const { context } = useApp();
  const booking = useBooking(detail, url);
  const [drawer, setDrawer] = useState(false);
  const [map, setMap] = useState(false);
  const hotel = detail.hotel;
  const reviews = useHotelReviews(hotel.id);
  useRobots(!hotel.active);
  useTitle(detail.pageModel?.pageTitle ?? `${detail.label} - ${hotel.label}`);
  useRecentlyViewed({
    id: String(detail.id),
    type: 'STAY',
    label: detail.label,
    imageUrl: detail.images[0] ? imageUrl(detail.images[0], '640_360') : undefined,
    price: detail.price.sellPrice !== null ? { sellPrice: detail.price.sellPrice, refPrice: detail.price.refPrice ?? undefined, promo: detail.price.promoPercentageRounded, nights: detail.price.nights ?? undefined } : undefined,
    hotel: hotel.label,
    uri: p.product(detail.id),
  });
  const crumbs = [...detail.breadcrumb.filter((b) => b.uri !== p.product(detail.id)).map((b) => ({ label: b.label, href: b.uri })), { label: detail.label }];
  const roomLine = detail.programLine.find((l) => l.kind === 'room');
  const activities = detail.activities;
  const dinner = detail.dinner;
  return (
    <div className="sf-product-offer">
      <Breadcrumb items={crumbs} />
      <InvalidLinkNotice invalid={url.invalid} />
      {context.customerCare ? <CustomerCareBlock customerCarePrefix={context.customerCarePrefix} gateway={context.endpoints.frontGateway} /> : null}
      <Gallery images={detail.images} page="offer" label={detail.label} />
      <div className="sf-product-layout">
        <div className="sf-product-main">
          <header className="sf-product-header">
            <h1>{detail.label}</h1>
            <WishlistButton
              item={{
                id: String(detail.id),
                label: detail.label,
                hotel: hotel.label,
                imageUrl: detail.images[0] ? imageUrl(detail.images[0], '640_360') : undefined,
                uri: p.product(detail.id),
                kind: 'stay',
                // wished on the chosen dates: the price-drop alert watches it on them (decision 0083)
                ...(url.hash.checkin && url.hash.nights ? { checkin: url.hash.checkin, checkout: addDays(url.hash.checkin, url.hash.nights) } : {}),
              }}
            />
            <p className="sf-product-hotel-line" id="sf-product-hotel">
              <a href={hotelLink(p, hotel.id, booking.flow, booking.stay)}>{hotel.label}</a>
              {hotel.stars ? <span aria-label={t('common.stars', { count: hotel.stars })}> {'★'.repeat(hotel.stars)}</span> : null}
              <span> · {hotel.location.label}</span>
              <ReviewScore score={hotel.review.average} count={hotel.review.count} />
              <button type="button" className="sf-product-link" onClick={() => setMap(true)} aria-haspopup="dialog">
                {t('offer.seeOnMap')}
              </button>
              <button type="button" className="sf-product-link" onClick={() => setDrawer(true)} aria-haspopup="dialog">
                {t('offer.seeHotelOffers')}
              </button>
            </p>
            {detail.headwords.length ? (
              <ul className="sf-product-headwords">
                {detail.headwords.map((h) => (
                  <li key={h}>{h}</li>
                ))}
              </ul>
            ) : null}
          </header>
          <Tabs flow={booking.flow} hasRoom={!!(roomLine || detail.room)} hasActivities={activities.length > 0} hasReviews={reviewsShown(reviews)} />
          <section id="sf-product-description" className="sf-product-section" aria-labelledby="sf-product-includes-title">
            <h2 id="sf-product-includes-title">{t('offer.stayIncludes')}</h2>
            <SeeMore text={detail.shortProgramIntro} limit={TRUNCATE_PROGRAMME} />
            <ul className="sf-product-includes">
              {detail.programLine.map((l) => (
                <li key={l.id}>{l.title}</li>
              ))}
            </ul>
            <SeeMore text={detail.description} />
          </section>
          <section id="sf-product-programme" className="sf-product-section" aria-labelledby="sf-product-programme-title">
            <h2 id="sf-product-programme-title">{t('offer.programme')}</h2>
            <div className="sf-product-cards">
              {roomLine || detail.room ? <RoomCard room={detail.room} /> : null}
              {detail.breakfast ? <BreakfastCard breakfast={detail.breakfast} /> : null}
              {dinner ? <LineCard line={dinner} kind="dinner" /> : null}
            </div>
          </section>
          {booking.flow === 'gifting' ? (
            <Suspense fallback={null}>
              <IncludedDates offerId={detail.id} giftNights={url.hash.giftNights} />
            </Suspense>
          ) : null}
          {activities.length ? (
            <section id="sf-product-experience" className="sf-product-section" aria-labelledby="sf-product-activities-title">
              <h2 id="sf-product-activities-title">{t('offer.activities')}</h2>
              <div className="sf-product-cards">
                {activities.map((a) => (
                  <LineCard key={a.id} line={a} kind="activity" />
                ))}
              </div>
            </section>
          ) : null}
          <ReviewsSection hotelId={hotel.id} reviews={reviews} id="sf-product-reviews" />
          <section id="sf-product-practical" className="sf-product-section" aria-labelledby="sf-product-practical-title">
            <h2 id="sf-product-practical-title">{t('offer.practicalInfo')}</h2>
            <InfoBlocks hotel={hotel} breakfast={detail.breakfast} activities={activities} />
            {detail.importantInfos.length ? (
              <ul className="sf-product-list">
                {detail.importantInfos.map((i) => (
                  <li key={i}>{i}</li>
                ))}
              </ul>
            ) : null}
            <EcoLabel facilities={hotel.ecoFacilities} />
          </section>
          {detail.otherOffers.length ? (
            <section className="sf-product-section" aria-labelledby="sf-product-others-title">
              <h2 id="sf-product-others-title">{t('offer.otherOffers')}</h2>
              <ul className="sf-product-others">
                {detail.otherOffers.map((o) => {
                  const image = imageUrl({ sizes: o.imagesBySize }, '640_360') || o.imageUrl;
                  return (
                    <li key={o.id} className="sf-product-other">
                      {image ? <img src={image} alt="" loading="lazy" width={320} height={180} /> : null}
                      <a href={p.product(o.id, { flow: booking.flow }, booking.flow === 'booking' && booking.hasDates ? stayHash(booking.stay) : undefined)}>
                        {o.label}
                      </a>
                      {o.price.sellPrice !== null ? (
                        <Price sellPrice={o.price.sellPrice} refPrice={o.price.refPrice} promo={o.price.promo} promoThreshold={PROMO_THRESHOLD.stay} priceType={o.price.priceType} size="small" />
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </section>
          ) : null}
        </div>
        <aside className="sf-product-aside">
          <BookingSteps detail={detail} url={url} booking={booking} />
        </aside>
      </div>
      <OfferStickyBar booking={booking} detail={detail} url={url} />
      <LazyOnOpen open={drawer}>
        <HotelOffersDrawer open onClose={() => setDrawer(false)} hotelId={hotel.id} stay={booking.stay} flow={booking.flow} />
      </LazyOnOpen>
      <LazyOnOpen open={map}>
        <MapModal open onClose={() => setMap(false)} markers={[hotelMarker(hotel)]} place={hotel.label} />
      </LazyOnOpen>
    </div>
  );
}

function OfferSkeleton() {
  return (
    <div className="sf-product-offer" aria-busy="true">
      <Skeleton height={24} width="40%" />
      <Skeleton height={360} />
      <Skeleton height={32} width="60%" />
      <Skeleton lines={6} />
    </div>
  );
}

export function OfferPage({ offerId, url }: { offerId: number | null; url: ProductUrl }) {
  const { t } = useTranslation();
  const { client } = useApp();
  const stay = stayOf(url);
  const request = offerId === null ? null : offerDetailRequest(client, offerId, stay);
  const { data, error, loading, reload } = useFetch(request?.key ?? null, (signal) => request!.fetcher(signal));
  if (offerId === null) return <NotFound />;
  if (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return <NotFound />;
    return (
      <Alert variant="error" action={<Button onClick={reload}>{t('common.retry')}</Button>}>
        {t('common.error')}
      </Alert>
    );
  }
  if (!data) return loading ? <OfferSkeleton /> : null;
  if (isExpired(data)) return <TooLate hotelId={data.hotel.id} />;
  return <OfferContent detail={data} url={url} />;
}
