/**
 * Hotel page (product-and-purchase.md §2.1): breadcrumb with structured data, gallery, sticky About / Offers /
 * Reviews navigation (desktop), sticky dates and travellers bar (mobile), about with information modals and the
 * eco label, room offer cards with their detail (bottom drawer on mobile, centred modal on desktop), reviews,
 * nearby hotels (3 at a time). Skeletons while fetching; no-availability and no-offers messages; noindex when
 * the hotel is inactive; rating structured data (best 10, worst 0).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@storefront/api-client';
import { SITES } from '@storefront/contracts';
import { useSite } from '@storefront/i18n';
import { Alert, Breadcrumb, Button, Carousel, Modal, Price, ReviewScore, Skeleton, imageUrl, useIsMobile } from '@storefront/ui';
import { useApp, usePaths } from '../../app-context';
import { fetchHotelPackages, fetchNearbyHotels, fetchOfferDetail } from '../../api/product';
import type { HotelPackage, Stay } from '../../api/types';
import { useFetch } from '../../api/use-fetch';
import { JsonLd, useRobots, useTitle } from '../../head';
import { serialiseProductHash, writeUrl, type ProductUrl } from '../../state/url';
import { stayKey, stayOf } from '../booking-steps/use-booking';
import { EcoLabel } from '../eco-label/eco-label';
import { Gallery } from '../gallery/gallery';
import { InfoBlocks } from '../info-modals/info-modals';
import { InvalidLinkNotice } from '../offer-page/invalid-link';
import { stayHash } from '../offer-page/links';
import { SeeMore } from '../offer-page/see-more';
import { ReviewsSection } from '../reviews/reviews-section';
import { NotFound } from '../too-late/too-late';
import { HotelStayBar } from './hotel-stay-bar';
import { NEARBY_PER_VIEW, hotelJsonLd, offersState, scrollOffset } from './rules';

function RoomOfferDetail({ offer, stay, onClose }: { offer: HotelPackage | null; stay: Stay; onClose: () => void }) {
  const { t } = useTranslation();
  const { client } = useApp();
  const p = usePaths();
  const { data } = useFetch(offer ? `room-offer:${offer.id}:${stayKey(stay)}` : null, (signal) => fetchOfferDetail(client, offer!.id, stay, signal));
  return (
    <Modal open={offer !== null} onClose={onClose} title={offer?.label ?? t('hotel.offerDetail')} mobile="bottom">
      {offer ? (
        <div className="sf-product-room-offer">
          {data ? (
            <>
              <p>{data.shortProgramIntro}</p>
              <ul className="sf-product-list">
                {data.programLine.map((l) => (
                  <li key={l.id}>{l.title}</li>
                ))}
              </ul>
              <p className="sf-product-muted">
                {t('hotel.roomSize', { size: data.room.size })} · {data.room.bedding}
              </p>
            </>
          ) : (
            <Skeleton lines={3} />
          )}
          <Price sellPrice={offer.sellPrice} refPrice={offer.refPrice} promo={offer.promo} promoThreshold={10} priceType={offer.priceType} />
          <a className="sf-ui-button sf-ui-button--primary" href={p.product(offer.id, { flow: 'booking' }, stay.checkin ? stayHash(stay) : serialiseProductHash({ a: stay.a, c: stay.c, b: stay.b }))}>
            {t('hotel.seeOffer')}
          </a>
        </div>
      ) : null}
    </Modal>
  );
}

function RoomOfferCard({ offer, onOpen }: { offer: HotelPackage; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <li className="sf-product-room-card">
      {offer.imageUrl ? <img src={imageUrl(offer.images?.[0], '640_360') || offer.imageUrl} alt="" loading="lazy" width={320} height={180} /> : null}
      <div className="sf-product-room-card__body">
        <h3>{offer.label}</h3>
        {offer.headwords?.length ? <p className="sf-product-muted">{offer.headwords.join(' · ')}</p> : null}
        <Price sellPrice={offer.sellPrice} refPrice={offer.refPrice} promo={offer.promo} promoThreshold={10} priceType={offer.priceType} perNight={offer.priceType === 'from-price'} nights={offer.nights ?? 1} />
        <Button variant="secondary" onClick={onOpen} aria-haspopup="dialog">
          {t('hotel.seeOffer')}
        </Button>
      </div>
    </li>
  );
}

function NoAvailability({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <Alert variant="info" title={t('hotel.noAvailability')} action={<Button onClick={onReset}>{t('hotel.resetDates')}</Button>}>
      <p>{t('hotel.noAvailabilityHelp', { phone: SITES[site].phone })}</p>
      <p>{t('hotel.hours')}</p>
    </Alert>
  );
}

function Nearby({ hotel, stay }: { hotel: { id: number; latitude: number; longitude: number }; stay: Stay }) {
  const { t } = useTranslation();
  const { client } = useApp();
  const p = usePaths();
  const { data } = useFetch(`nearby:${hotel.id}:${stayKey(stay)}`, (signal) => fetchNearbyHotels(client, hotel, stay, signal));
  if (!data?.length) return null;
  return (
    <section className="sf-product-section" aria-labelledby="sf-product-nearby-title">
      <h2 id="sf-product-nearby-title">{t('hotel.nearby')}</h2>
      <Carousel
        label={t('hotel.nearby')}
        perView={{ mobile: 1, small: 2, tablet: 2, desktop: NEARBY_PER_VIEW }}
        step={NEARBY_PER_VIEW}
        items={data.map((card) => (
          <article key={card.hotel.id} className="sf-product-nearby">
            {card.imageUrl ? <img src={card.imageUrl} alt="" loading="lazy" width={320} height={180} /> : null}
            <a href={p.hotel(card.hotel.id, stay.checkin ? stayHash(stay) : undefined)}>{card.hotel.label}</a>
            <p className="sf-product-muted">{card.hotel.location.label}</p>
            <Price sellPrice={card.sellPrice} priceType={card.priceType} size="small" />
          </article>
        ))}
      />
    </section>
  );
}

export function HotelPage({ hotelId, url }: { hotelId: number | null; url: ProductUrl }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const { client } = useApp();
  const p = usePaths();
  const stay = stayOf({ ...url, flow: 'booking' });
  const hasDates = !!(stay.checkin && stay.checkout);
  const [detailOffer, setDetailOffer] = useState<HotelPackage | null>(null);
  // Any offer of the hotel (without dates) gives the hotel's detail; the dated search gives the room offers.
  const base = useFetch(hotelId ? `hotel-base:${hotelId}` : null, (signal) => fetchHotelPackages(client, hotelId!, { a: 2, c: 0, b: 0 }, 'booking', signal));
  const dated = useFetch(hotelId ? `hotel-offers:${hotelId}:${stayKey(stay)}` : null, (signal) => fetchHotelPackages(client, hotelId!, stay, 'booking', signal));
  const anyOfferId = base.data?.mainPackage?.id;
  const detail = useFetch(anyOfferId ? `hotel-detail:${anyOfferId}` : null, (signal) => fetchOfferDetail(client, anyOfferId!, { a: 2, c: 0, b: 0 }, signal));
  const hotel = detail.data?.hotel;
  const summary = base.data?.hotel;
  useRobots(!!hotel && !hotel.active);
  useTitle(summary?.label);
  const offersRef = useRef<HTMLElement>(null);
  const anchorDone = useRef(false);
  const offers = dated.data ? [dated.data.mainPackage, ...dated.data.otherPackages].filter((o): o is HotelPackage => !!o) : [];
  const state = offersState(dated.loading, offers.length, hasDates);

  useEffect(() => {
    if (url.hash.anchor !== 'products' || anchorDone.current || state === 'loading' || !offersRef.current) return;
    anchorDone.current = true;
    window.scrollTo({ top: offersRef.current.getBoundingClientRect().top + window.scrollY - scrollOffset(mobile) });
  }, [url.hash.anchor, state, mobile]);

  if (hotelId === null || (base.error && isApiError(base.error) && (base.error.status === 404 || base.error.status === 400))) return <NotFound />;
  if (base.error) return <Alert variant="error">{t('common.error')}</Alert>;
  if (!summary) {
    return (
      <div className="sf-product-hotel" aria-busy="true">
        <Skeleton height={24} width="40%" />
        <Skeleton height={360} />
        <Skeleton lines={5} />
      </div>
    );
  }
  const setHash = (patch: Partial<typeof url.hash>) => writeUrl(serialiseProductHash({ ...url.hash, ...patch }));
  const crumbs = detail.data
    ? [...detail.data.breadcrumb.filter((b) => !b.uri.includes(`/${String(detail.data!.id)}`) && b.label !== summary.label).map((b) => ({ label: b.label, href: b.uri })), { label: summary.label }]
    : [{ label: summary.label }];
  const origin = typeof window !== 'undefined' ? window.location.origin : '';
  return (
    <div className="sf-product-hotel">
      <Breadcrumb items={crumbs} />
      <JsonLd data={hotelJsonLd({ label: summary.label, stars: summary.stars ?? 0, location: { address: `${summary.location.address}, ${summary.location.zipCode} ${summary.location.label}`, latitude: summary.location.latitude, longitude: summary.location.longitude }, review: summary.review }, `${origin}${p.hotel(summary.id)}`)} />
      <InvalidLinkNotice invalid={url.invalid} />
      {hotel ? <Gallery images={hotel.images} page="hotel" label={hotel.label} /> : <Skeleton height={mobile ? 220 : 360} />}
      <header className="sf-product-header">
        <h1>{summary.label}</h1>
        <p className="sf-product-hotel-line">
          {summary.stars ? <span aria-label={t('common.stars', { count: summary.stars })}>{'★'.repeat(summary.stars)} </span> : null}
          <span>{summary.location.label}</span>
          <ReviewScore score={summary.review.average} count={summary.review.count} />
        </p>
      </header>
      {!mobile ? (
        <nav className="sf-product-tabs sf-product-tabs--sticky" aria-label={t('hotel.nav.label')}>
          <ul>
            <li>
              <a href="#sf-product-about">{t('hotel.nav.about')}</a>
            </li>
            <li>
              <a href="#sf-product-offers">{t('hotel.nav.offers')}</a>
            </li>
            <li>
              <a href="#sf-product-reviews">{t('hotel.nav.reviews')}</a>
            </li>
          </ul>
        </nav>
      ) : null}
      <HotelStayBar
        hotelId={summary.id}
        stay={stay}
        onDates={(checkin, checkout) => setHash({ checkin, checkout, nights: undefined })}
        onTravellers={(key, value) => setHash({ [key]: value })}
      />
      <section id="sf-product-about" className="sf-product-section" aria-labelledby="sf-product-about-title">
        <h2 id="sf-product-about-title">{t('hotel.about')}</h2>
        {hotel ? (
          <>
            <SeeMore text={hotel.description} />
            {hotel.highlightedFacilities.length ? (
              <ul className="sf-product-headwords">
                {hotel.highlightedFacilities.map((f) => (
                  <li key={f.code}>{f.label}</li>
                ))}
              </ul>
            ) : null}
            <InfoBlocks hotel={hotel} breakfast={detail.data?.breakfast} />
            <EcoLabel facilities={hotel.ecoFacilities} />
          </>
        ) : detail.loading || base.loading ? (
          <Skeleton lines={4} />
        ) : null}
      </section>
      <section id="sf-product-offers" ref={offersRef} className="sf-product-section" aria-labelledby="sf-product-offers-title" aria-busy={state === 'loading'}>
        <h2 id="sf-product-offers-title">{t('hotel.offers')}</h2>
        {state === 'loading' ? (
          <div className="sf-product-room-cards" data-testid="offers-skeleton">
            <Skeleton height={180} />
            <Skeleton height={180} />
          </div>
        ) : null}
        {state === 'noAvailability' ? <NoAvailability onReset={() => setHash({ checkin: undefined, checkout: undefined, nights: undefined })} /> : null}
        {state === 'noOffers' ? <Alert variant="info">{t('hotel.noOffers')}</Alert> : null}
        {state === 'offers' ? (
          <ul className="sf-product-room-cards">
            {offers.map((o) => (
              <RoomOfferCard key={o.id} offer={o} onOpen={() => setDetailOffer(o)} />
            ))}
          </ul>
        ) : null}
      </section>
      <ReviewsSection hotelId={summary.id} id="sf-product-reviews" />
      <Nearby hotel={{ id: summary.id, latitude: summary.location.latitude, longitude: summary.location.longitude }} stay={stay} />
      <RoomOfferDetail offer={detailOffer} stay={stay} onClose={() => setDetailOffer(null)} />
    </div>
  );
}
