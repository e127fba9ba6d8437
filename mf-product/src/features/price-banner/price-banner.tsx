/** Price banner: the quote's total (cents), per night rounded up, promo, rooms left and local tax. */
import { PROMO_THRESHOLD } from '@storefront/criteria/business-rules';
import { formatMoney, useSite, useTranslation } from '@storefront/i18n';
import { Price, Skeleton, pricePerNight, type PriceProps } from '@storefront/ui';
import type { OfferDetail, Quote } from '../../api/types';

/** The price a booking shows (one truth for money: the banner and the sticky bar): the quote's total (final price), else the offer's price, per night when it is a from-price; null when the offer has none. */
export function bannerPrice(quote: Quote | undefined, detail: OfferDetail): PriceProps | null {
  if (quote) {
    const info = quote.priceInfo;
    return { sellPrice: info.sellPrice, refPrice: info.refPrice, promo: info.promoPercentageRounded, promoThreshold: PROMO_THRESHOLD.stay, priceType: 'final-price' };
  }
  const price = detail.price;
  if (price.sellPrice === null) return null;
  return {
    sellPrice: price.sellPrice,
    refPrice: price.refPrice,
    promo: price.promoPercentageRounded,
    promoThreshold: PROMO_THRESHOLD.stay,
    priceType: price.priceType,
    perNight: price.priceType === 'from-price',
    nights: price.nights ?? 1,
  };
}

export function PriceBanner({ quote, loading, detail }: { quote?: Quote; loading: boolean; detail: OfferDetail }) {
  const { t } = useTranslation();
  const site = useSite();
  if (loading) return <Skeleton height={56} />;
  const price = bannerPrice(quote, detail);
  if (!price) return null;
  if (quote) {
    const info = quote.priceInfo;
    return (
      <div className="sf-product-price-banner" data-testid="price-banner" data-price-cents={info.sellPrice}>
        <p className="sf-product-muted">{t('booking.priceBanner')}</p>
        <Price {...price} size="large" />
        <p className="sf-product-muted">{t('booking.pricePerNight', { price: formatMoney(pricePerNight(info.sellPrice, info.nights), site) })}</p>
        {quote.roomsLeft > 0 && quote.roomsLeft <= 3 ? <p className="sf-product-stress">{t('booking.roomsLeft', { count: quote.roomsLeft })}</p> : null}
        {quote.localTaxTotalAmount > 0 ? <p className="sf-product-muted">{t('booking.localTax', { price: formatMoney(quote.localTaxTotalAmount, site) })}</p> : null}
      </div>
    );
  }
  return (
    <div className="sf-product-price-banner" data-testid="price-banner" data-price-cents={price.sellPrice}>
      <Price {...price} size="large" />
    </div>
  );
}
