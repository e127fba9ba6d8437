import { pricePerNight, pricePerPerson, type SiteCode } from '@storefront/contracts';
import { formatMoney, useSite } from '@storefront/i18n';
import { useUiTranslation } from '../i18n/use-ui-translation';
import { cx } from './cx';

export { pricePerNight, pricePerPerson };

export type PriceType = 'from-price' | 'final-price' | 'gift' | 'beneficiary';

/** The promo percentage to show, or 0 for none: negatives count as 0, values below `threshold` are hidden. */
export function promoToShow(promo: number | null | undefined, threshold = 0): number {
  if (typeof promo !== 'number' || !Number.isFinite(promo) || promo <= 0) return 0;
  const rounded = Math.round(promo);
  return rounded >= threshold && rounded > 0 ? rounded : 0;
}

/** The promo badge '-{n}%' (only when promo is truthy). */
export function PromoBadge({ promo, threshold, className }: { promo: number | null | undefined; threshold?: number; className?: string }) {
  const { t } = useUiTranslation();
  const percent = promoToShow(promo, threshold);
  if (!percent) return null;
  return (
    <span className={cx('sf-ui-promo', className)}>
      <span aria-hidden="true">-{percent}%</span>
      <span className="sf-ui-visually-hidden">{t('price.promo', { percent })}</span>
    </span>
  );
}

export interface PriceProps {
  /** Price in cents (the total for the stay or the activity). */
  sellPrice: number;
  /** Reference price in cents, struck through when higher than the price. */
  refPrice?: number | null;
  /** Promo percentage; the badge shows only when truthy (and at least `promoThreshold`). */
  promo?: number | null;
  /** 10 in offer lists, 5 for activity-only; default: any positive promo. */
  promoThreshold?: number;
  priceType?: PriceType;
  /** Show the price per night (total / nights rounded up) with 'per night'. */
  perNight?: boolean;
  nights?: number;
  /** Show the price per person (total / adults) with 'per person' (activities). */
  perPerson?: boolean;
  adults?: number;
  /** Site for the money format (default: the current remote's site). */
  site?: SiteCode;
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

/** A price from cents: promo badge, struck reference price, price type label, per-night or per-person amounts. */
export function Price({
  sellPrice,
  refPrice,
  promo,
  promoThreshold,
  priceType = 'final-price',
  perNight,
  nights = 1,
  perPerson,
  adults = 1,
  site: siteProp,
  size = 'medium',
  className,
}: PriceProps) {
  const { t } = useUiTranslation();
  const currentSite = useSite();
  const site = siteProp ?? currentSite;
  const unit = (cents: number) => (perNight ? pricePerNight(cents, nights) : perPerson ? pricePerPerson(cents, adults) : cents);
  const amount = formatMoney(unit(sellPrice), site);
  if (!amount) return null;
  const ref = typeof refPrice === 'number' && refPrice > sellPrice ? formatMoney(unit(refPrice), site) : '';
  const typeLabel = priceType === 'from-price' ? t('price.from') : priceType === 'gift' ? t('price.gift') : priceType === 'beneficiary' ? t('price.beneficiary') : '';
  const suffix = perNight ? t('price.perNight') : perPerson ? t('price.perPerson') : '';
  return (
    <span className={cx('sf-ui-price', `sf-ui-price--${size}`, className)}>
      <PromoBadge promo={promo} threshold={promoThreshold} />
      {ref ? (
        <s className="sf-ui-price__ref">
          <span aria-hidden="true">{ref}</span>
          <span className="sf-ui-visually-hidden">{t('price.refPrice', { price: ref })}</span>
        </s>
      ) : null}
      <span className="sf-ui-price__main">
        {typeLabel ? <span className="sf-ui-price__type">{typeLabel} </span> : null}
        <span className="sf-ui-price__amount">{amount}</span>
        {suffix ? <span className="sf-ui-price__unit"> {suffix}</span> : null}
      </span>
    </span>
  );
}
