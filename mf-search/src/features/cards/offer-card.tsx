/**
 * Offer cards (search.md §2, §3, §5): stay, gift, activity and hotel-only. Gallery up to 4 images; on hover
 * (or focus) the card reveals the secondary stress message, the wishlist heart and the gallery arrows.
 */
import { memo, useId, useState } from 'react';
import { emit, isWishlisted, setWishlisted } from '@storefront/event-bus';
import { useWishlist } from '@storefront/event-bus/react';
import type { Flow, SearchCriteria } from '@storefront/criteria';
import { Price, ReviewScore, StressBadges } from '@storefront/ui';
import { formatDate, formatMoney, useSite, useTranslation } from '@storefront/i18n';
import type { OfferView } from '../../api/types';
import { CancellationButton } from './cancellation';
import { cardStay, offerLink, priceMode, promoThreshold, selectItemPayload, wishlistItemOf } from './card-rules';

export interface OfferCardProps {
  offer: OfferView;
  flow: Flow;
  criteria: SearchCriteria;
  /** position in the list (analytics) */
  index?: number;
  listName?: string;
  /** card heading level (default h3) */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Memoised: a results page re-renders on state that does not concern the cards (facets arriving, a panel opening,
 * the fallbacks coming in); a card renders again only when one of its own props changes.
 */
export const OfferCard = memo(function OfferCard({
  offer,
  flow,
  criteria,
  index = 0,
  listName = 'search_results',
  headingLevel = 3,
}: OfferCardProps) {
  const { t } = useTranslation();
  const site = useSite();
  const titleId = useId();
  const [image, setImage] = useState(0);
  const [announce, setAnnounce] = useState('');
  const href = offerLink(offer, flow, criteria);
  const mode = priceMode(offer);
  const Heading = `h${headingLevel}` as const;
  const images = offer.images;
  const stay = cardStay(offer, criteria);
  const datesChosen = (!!criteria.checkin && !!criteria.checkout) || !!stay;

  // the one wishlist store (@storefront/event-bus): the heart shows what a reload or another page shows
  const wishlistItem = wishlistItemOf(offer, criteria);
  const wishlisted = isWishlisted(useWishlist(), wishlistItem);
  const toggleWishlist = () => {
    const next = !wishlisted;
    setWishlisted(wishlistItem, next);
    setAnnounce(t(next ? 'card.wishlistAdded' : 'card.wishlistRemoved', { label: offer.label }));
  };
  const onOpen = () => {
    if (offer.kind === 'activity') emit('analytics', { event: 'select_item', payload: selectItemPayload(offer, index, listName) });
  };
  const kindLabel = offer.kind === 'hotelOnly' ? t('card.hotelOnly') : offer.kind === 'gift' ? t('card.giftVoucher') : offer.kind === 'activity' ? t('card.activity') : null;

  return (
    <article className={`sf-search-card sf-search-card--${offer.kind}`} aria-labelledby={titleId} data-testid="offer-card">
      <div className="sf-search-card__gallery">
        {images[image] ? (
          <img src={images[image]!.url} alt={images[image]!.alt} loading={index < 3 ? 'eager' : 'lazy'} width={640} height={360} />
        ) : (
          <div className="sf-search-card__placeholder" aria-hidden="true" />
        )}
        {images.length > 1 && (
          <div className="sf-search-card__arrows">
            <button type="button" className="sf-search-icon-button" aria-label={t('card.previousImage')} onClick={() => setImage((i) => (i - 1 + images.length) % images.length)}>
              ‹
            </button>
            <span className="sf-search-visually-hidden" aria-live="polite">
              {t('card.imageOf', { index: image + 1, count: images.length })}
            </span>
            <button type="button" className="sf-search-icon-button" aria-label={t('card.nextImage')} onClick={() => setImage((i) => (i + 1) % images.length)}>
              ›
            </button>
          </div>
        )}
        <button
          type="button"
          className={`sf-search-card__heart${wishlisted ? ' sf-search-card__heart--on' : ''}`}
          aria-pressed={wishlisted}
          aria-label={t(wishlisted ? 'card.wishlistRemove' : 'card.wishlistAdd', { label: offer.label })}
          onClick={toggleWishlist}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M12 21s-7.5-4.6-9.6-9.2C1 8.6 3 5 6.5 5c2 0 3.4 1.1 4.1 2.3h2.8C14.1 6.1 15.5 5 17.5 5 21 5 23 8.6 21.6 11.8 19.5 16.4 12 21 12 21z" />
          </svg>
        </button>
        {offer.autoDiscount && <span className="sf-search-card__auto-discount">{t('card.autoDiscount', { discount: offer.autoDiscount.value })}</span>}
      </div>
      <div className="sf-search-card__body">
        {kindLabel && <p className="sf-search-card__kind">{kindLabel}</p>}
        <Heading id={titleId} className="sf-search-card__title">
          <a href={href} onClick={onOpen} className="sf-search-card__link">
            {offer.label}
          </a>
        </Heading>
        <p className="sf-search-card__hotel">
          <span>{offer.hotel.label}</span>
          {offer.hotel.stars ? (
            <span className="sf-search-card__stars" aria-label={t('card.stars', { count: offer.hotel.stars })}>
              {' '}
              {'★'.repeat(offer.hotel.stars)}
            </span>
          ) : null}
        </p>
        <p className="sf-search-card__location">
          {offer.hotel.locationLabel}
          {offer.distance !== null && offer.distance !== undefined && <span> · {t('card.distance', { km: offer.distance.toFixed(0) })}</span>}
        </p>
        <ReviewScore score={offer.hotel.reviewAverage} count={offer.hotel.reviewCount} />
        {offer.headwords.length > 0 && (
          <ul className="sf-search-card__headwords">
            {offer.headwords.slice(0, 3).map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        )}
        <StressBadges
          priorityLabel={offer.targetedLabel}
          expiration={offer.expiration}
          lastMinute={offer.lastMinute}
          availableRooms={offer.availableRooms}
          datesChosen={datesChosen}
          marketingLabels={offer.marketingLabels.map((label) => ({ label }))}
          revealWithin=".sf-search-card"
        />
        {stay && (
          // flexible dates: the cheapest matching stay, 'ven. 12 – dim. 14 déc. · 2 nuits · 289 €'
          <p className="sf-search-card__stay" data-testid="card-stay">
            {t('card.weekendStay', {
              from: formatDate(stay.checkin, 'EEE d', site),
              to: formatDate(stay.checkout, 'EEE d MMM', site),
              nights: t('card.forNights', { count: stay.nights }),
              price: formatMoney(offer.sellPrice, site),
            })}
          </p>
        )}
        <div className="sf-search-card__price">
          <Price
            sellPrice={offer.sellPrice}
            refPrice={offer.refPrice}
            promo={offer.promo}
            promoThreshold={promoThreshold(offer.kind)}
            priceType={offer.priceType}
            perPerson={mode === 'perPerson'}
            adults={offer.adults}
            perNight={mode === 'perNight'}
            nights={offer.nights ?? 1}
          />
          {mode === 'total' && offer.priceType !== 'gift' && offer.nights ? (
            <span className="sf-search-muted">
              {t('card.forNights', { count: offer.nights })}, {t('card.forPeople', { count: offer.participants })}
            </span>
          ) : null}
        </div>
        {offer.cancellation && <CancellationButton cancellation={offer.cancellation} />}
      </div>
      <p className="sf-search-visually-hidden" aria-live="polite">
        {announce}
      </p>
    </article>
  );
});
