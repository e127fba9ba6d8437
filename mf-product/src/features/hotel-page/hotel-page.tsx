/**
 * Hotel page (product-and-purchase.md §2.1): breadcrumb with structured data, gallery, sticky About / Offers /
 * Reviews navigation (desktop), sticky dates and travellers bar (mobile), about with information modals and the
 * eco label, room offer cards with their detail (bottom drawer on mobile, centred modal on desktop), reviews,
 * nearby hotels (3 at a time). Skeletons while fetching; no-availability and no-offers messages; noindex when
 * the hotel is inactive; rating structured data (best 10, worst 0).
 */
import { PROMO_THRESHOLD } from '@storefront/criteria/business-rules';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@storefront/api-client';
import { SITES } from '@storefront/contracts';
import { useSite, useTranslation } from '@storefront/i18n';
import { Alert, Breadcrumb, Button, Carousel, CustomerCareBlock, Modal, Price, ReviewScore, Skeleton, imageUrl, useIsMobile } from '@storefront/ui';
import { useApp, usePaths } from '../../app-context';
import { hotelDetailRequest, hotelStayOf } from '../../api/page-requests';
import { fetchHotelThemeOffers } from '../../api/product';
import type { HotelDetail, HotelRoom, NearbyHotel, Stay } from '../../api/types';
import { useFetch } from '../../api/use-fetch';
import { JsonLd, useRobots, useTitle } from '../../head';
import { serialiseProductHash, writeUrl, type ProductUrl } from '../../state/url';
import { EcoLabel } from '../eco-label/eco-label';
import { Gallery } from '../gallery/gallery';
import { InfoBlocks } from '../info-modals/info-blocks';
import { InvalidLinkNotice } from '../offer-page/invalid-link';
import { stayHash } from '../offer-page/links';
import { SeeMore } from '../offer-page/see-more';
import { ReviewsSection, reviewsShown, useHotelReviews } from '../reviews/reviews-section';
import { NotFound } from '../too-late/too-late';
import { HotelStayBar } from './hotel-stay-bar';
import { scrollToSection } from '../scroll';
import { NEARBY_PER_VIEW, hotelJsonLd, offersState, roomOfferGroups, themeFirst, type PricedRoomOffer } from './rules';
import { useChunkStyles } from '../../chunk-styles';
import hotelPageStyles from './hotel-page.css';
import { SectionNav } from '../section-nav/section-nav';

/** A room as the page shows it (its offers come with the cards). */
type RoomView = Omit<HotelRoom, 'offers'>;

function RoomOfferDetail({ selection, stay, onClose }: { selection: { room: RoomView; offer: PricedRoomOffer } | null; stay: Stay; onClose: () => void }) {
  const { t } = useTranslation();
  const p = usePaths();
  const room = selection?.room;
  const offer = selection?.offer;
  return (
    <Modal open={selection !== null} onClose={onClose} title={room?.label ?? t('hotel.offerDetail')} mobile="bottom">
      {room && offer ? (
        <div className="sf-product-room-offer">
          {room.images[0] ? <img src={imageUrl(room.images[0], '640_360') || room.imageUrl} alt={room.images[0].alt} loading="lazy" width={640} height={360} /> : null}
          <p className="sf-product-muted">
            {[room.size ? t('hotel.roomSize', { size: room.size }) : '', room.bedding, t('hotel.capacity', { count: room.maxCapacity })].filter(Boolean).join(' · ')}
          </p>
          {room.description ? <p>{room.description}</p> : null}
          {room.highlightedFacilities.length ? (
            <>
              <h3>{t('hotel.highlights')}</h3>
              <ul className="sf-product-headwords">
                {room.highlightedFacilities.map((h) => (
                  <li key={h}>{h}</li>
                ))}
              </ul>
            </>
          ) : null}
          {room.detailsSection.map((section) => (
            <section key={section.title}>
              <h3>{section.title}</h3>
              <ul className="sf-product-list">
                {section.details.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            </section>
          ))}
          {room.importantInfos.length ? (
            <ul className="sf-product-list">
              {room.importantInfos.map((info) => (
                <li key={info}>{info}</li>
              ))}
            </ul>
          ) : null}
          {offer.shortProgramIntroWithoutRoom ? <p>{offer.shortProgramIntroWithoutRoom}</p> : null}
          {/* the same price as its card: per night for a from-price, the stay's total once dated */}
          <Price sellPrice={offer.price.sellPrice} refPrice={offer.price.refPrice} promo={offer.price.promo} promoThreshold={PROMO_THRESHOLD.stay} priceType={offer.price.priceType} perNight={offer.price.priceType === 'from-price'} nights={offer.nights} />
          <a className="sf-ui-button sf-ui-button--primary" href={p.product(offer.id, { flow: 'booking' }, stay.checkin ? stayHash(stay) : serialiseProductHash({ a: stay.a, c: stay.c, b: stay.b }))}>
            {t('hotel.seeOffer')}
          </a>
        </div>
      ) : null}
    </Modal>
  );
}

function RoomOfferCard({ room, offer, theme, onOpen }: { room: RoomView; offer: PricedRoomOffer; theme?: string; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <li className="sf-product-room-card">
      <img src={imageUrl(room.images[0], '640_360') || room.imageUrl} alt="" loading="lazy" width={320} height={180} />
      <div className="sf-product-room-card__body">
        {theme ? <p className="sf-product-theme-badge">{theme}</p> : null}
        <h4>{offer.label}</h4>
        {offer.shortProgramIntroWithoutRoom ? <p className="sf-product-muted">{offer.shortProgramIntroWithoutRoom}</p> : null}
        <Price sellPrice={offer.price.sellPrice} refPrice={offer.price.refPrice} promo={offer.price.promo} promoThreshold={PROMO_THRESHOLD.stay} priceType={offer.price.priceType} perNight={offer.price.priceType === 'from-price'} nights={offer.nights} />
        <Button variant="secondary" onClick={onOpen} aria-haspopup="dialog">
          {t('hotel.seeOffer')}
        </Button>
      </div>
    </li>
  );
}

/** Nearby hotel links keep the stay (when dated) and the theme searched. */
function nearbyHash(stay: Stay, theme: number | undefined): string | undefined {
  const hash = [stay.checkin ? stayHash(stay) : '', theme !== undefined ? serialiseProductHash({ theme }) : ''].filter(Boolean).join('&');
  return hash || undefined;
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

function Nearby({ hotels, stay, theme }: { hotels: NearbyHotel[]; stay: Stay; theme?: number }) {
  const { t } = useTranslation();
  const p = usePaths();
  if (!hotels.length) return null;
  return (
    <section className="sf-product-section" aria-labelledby="sf-product-nearby-title">
      <h2 id="sf-product-nearby-title">{t('hotel.nearby')}</h2>
      <Carousel
        label={t('hotel.nearby')}
        perView={{ mobile: 1, small: 2, tablet: 2, desktop: NEARBY_PER_VIEW }}
        step={NEARBY_PER_VIEW}
        items={hotels.map((near) => (
          <article key={near.id} className="sf-product-nearby">
            {near.imageUrl ? <img src={near.imageUrl} alt="" loading="lazy" width={320} height={180} /> : null}
            <a href={p.hotel(near.id, nearbyHash(stay, theme))}>{near.label}</a>
            {near.stars ? <p className="sf-product-muted" aria-label={t('common.stars', { count: near.stars })}>{'★'.repeat(near.stars)}</p> : null}
            <ReviewScore score={near.review.average} count={near.review.count} />
            {near.fromPrice != null ? <Price sellPrice={near.fromPrice} priceType="from-price" size="small" /> : null}
          </article>
        ))}
      />
    </section>
  );
}

export function HotelPage({ hotelId, url }: { hotelId: number | null; url: ProductUrl }) {
  useChunkStyles(hotelPageStyles);
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const { client, context } = useApp();
  const p = usePaths();
  const stay = hotelStayOf(url);
  const hasDates = !!(stay.checkin && stay.checkout);
  const [selection, setSelection] = useState<{ room: RoomView; offer: PricedRoomOffer } | null>(null);
  // One call gives the hotel, its rooms with their offers (priced for the stay) and the nearby hotels.
  const request = hotelId ? hotelDetailRequest(client, hotelId, stay) : null;
  const answer = useFetch(request?.key ?? null, (signal) => request!.fetcher(signal));
  const last = useRef<HotelDetail | undefined>(undefined);
  if (answer.data) last.current = answer.data;
  // While new dates load, the hotel stays on screen (only the offers show skeletons).
  const hotel = answer.data ?? (last.current?.id === hotelId ? last.current : undefined);
  // the reviews block hides when its call fails, and the Reviews link with it
  const reviews = useHotelReviews(hotel?.id ?? null);
  useRobots(!!hotel && !hotel.active);
  useTitle(hotel?.label);
  const offersRef = useRef<HTMLElement>(null);
  const anchorDone = useRef(false);
  // Hash theme: the hotel's offers of the searched theme come first, marked with the theme (a failed call only
  // loses the ordering).
  const themeId = url.hash.theme;
  const themed = useFetch(hotelId && themeId ? `hotel-theme:${hotelId}:${themeId}:${stay.a}-${stay.c}-${stay.b}` : null, (signal) => fetchHotelThemeOffers(client, hotelId!, themeId!, stay, signal));
  const themeOfferIds = new Set(themed.data?.offerIds ?? []);
  const themeLabel = themed.data?.theme?.label;
  const groups = answer.data ? themeFirst(roomOfferGroups(answer.data.rooms), themeOfferIds) : [];
  const themeMatches = groups.some((room) => room.offers.some((o) => themeOfferIds.has(o.id)));
  const state = offersState(answer.loading || themed.loading, groups.length, hasDates);

  // anchor=products, or hotel= this hotel (the 'see the hotel's other offers' link of 'Too late!'), lands on the offers.
  const toOffers = url.hash.anchor === 'products' || (hotelId !== null && url.hash.hotel === hotelId);
  useEffect(() => {
    if (!toOffers || anchorDone.current || state === 'loading' || !offersRef.current) return;
    anchorDone.current = true;
    scrollToSection(offersRef.current, { smooth: false });
  }, [toOffers, state]);

  if (hotelId === null || (answer.error && isApiError(answer.error) && (answer.error.status === 404 || answer.error.status === 400))) return <NotFound />;
  if (answer.error) return <Alert variant="error">{t('common.error')}</Alert>;
  if (!hotel) {
    return (
      <div className="sf-product-hotel" aria-busy="true">
        <Skeleton height={24} width="40%" />
        <Skeleton height={360} />
        <Skeleton lines={5} />
      </div>
    );
  }
  const setHash = (patch: Partial<typeof url.hash>) => writeUrl(serialiseProductHash({ ...url.hash, ...patch }));
  const crumbs = [...hotel.breadcrumb.slice(0, -1).map((b) => ({ label: b.label, href: b.uri })), { label: hotel.label }];
  const origin = typeof window !== 'undefined' ? window.location.origin : '';
  return (
    <div className="sf-product-hotel">
      <Breadcrumb items={crumbs} />
      <JsonLd data={hotelJsonLd(hotel, `${origin}${p.hotel(hotel.id)}`)} />
      <InvalidLinkNotice invalid={url.invalid} />
      {context.customerCare ? <CustomerCareBlock customerCarePrefix={context.customerCarePrefix} gateway={context.endpoints.frontGateway} /> : null}
      <Gallery images={hotel.images} page="hotel" label={hotel.label} />
      <header className="sf-product-header">
        <h1>{hotel.label}</h1>
        <p className="sf-product-hotel-line">
          {hotel.stars ? <span aria-label={t('common.stars', { count: hotel.stars })}>{'★'.repeat(hotel.stars)} </span> : null}
          <span>{hotel.location.label}</span>
          <ReviewScore score={hotel.review.average} count={hotel.review.count} />
        </p>
      </header>
      {!mobile ? (
        <SectionNav
          sticky
          label={t('hotel.nav.label')}
          sections={[
            { id: 'sf-product-about', label: t('hotel.nav.about') },
            { id: 'sf-product-offers', label: t('hotel.nav.offers') },
            ...(reviewsShown(reviews) ? [{ id: 'sf-product-reviews', label: t('hotel.nav.reviews') }] : []),
          ]}
        />
      ) : null}
      <HotelStayBar
        hotelId={hotel.id}
        stay={stay}
        onDates={(checkin, checkout) => setHash({ checkin, checkout, nights: undefined })}
        onTravellers={(key, value) => setHash({ [key]: value })}
      />
      <section id="sf-product-about" className="sf-product-section" aria-labelledby="sf-product-about-title">
        <h2 id="sf-product-about-title">{t('hotel.about')}</h2>
        <>
            <SeeMore text={hotel.description} />
            {hotel.highlightedFacilities.length ? (
              <ul className="sf-product-headwords">
                {hotel.highlightedFacilities.map((f) => (
                  <li key={f.code}>{f.label}</li>
                ))}
              </ul>
            ) : null}
            <InfoBlocks hotel={hotel} activities={hotel.activities} />
            <EcoLabel facilities={hotel.ecoFacilities} />
        </>
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
        {state === 'offers' && themeLabel ? (
          <p className="sf-product-muted" data-testid="theme-note">
            {themeMatches ? t('hotel.themeFirst', { theme: themeLabel }) : t('hotel.themeNone', { theme: themeLabel })}
          </p>
        ) : null}
        {state === 'offers' ? (
          <div className="sf-product-rooms">
            {groups.map((room) => (
              <section key={room.id} className="sf-product-room" aria-labelledby={`sf-product-room-${room.id}`}>
                <h3 id={`sf-product-room-${room.id}`}>{room.label}</h3>
                <ul className="sf-product-room-cards">
                  {room.offers.map((o) => (
                    <RoomOfferCard key={o.id} room={room} offer={o} theme={themeOfferIds.has(o.id) ? themeLabel : undefined} onOpen={() => setSelection({ room, offer: o })} />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        ) : null}
      </section>
      <ReviewsSection hotelId={hotel.id} reviews={reviews} id="sf-product-reviews" />
      <Nearby hotels={hotel.nearbyHotels} stay={stay} theme={themeId} />
      <RoomOfferDetail selection={selection} stay={stay} onClose={() => setSelection(null)} />
    </div>
  );
}
