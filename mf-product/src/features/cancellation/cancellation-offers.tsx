/**
 * Cancellation-policy offers: the product's offers priced for the stay, each with its cancellation text
 * (success style with a deadline, info otherwise). Choosing one writes offerId and reloads the quote. Options are
 * named in the site's words (flexible / non-refundable), not by the API's policy label (a heading-like text).
 * When the offers call failed, the text follows the quote's policy, or nothing is said (never a false statement).
 */
import { formatDate, formatMoney, useSite, useTranslation } from '@storefront/i18n';
import { Alert, RadioGroup, Skeleton } from '@storefront/ui';
import type { CancellationPolicy } from '../../api/types';
import type { Booking } from '../booking-steps/use-booking';
import { cancellationText } from './rules';

export function CancellationMessage({ policy, hasDates }: { policy: CancellationPolicy | null | undefined; hasDates: boolean }) {
  const { t } = useTranslation();
  const site = useSite();
  const text = cancellationText(policy, hasDates);
  if (!text) return null;
  return (
    <Alert variant={text.variant} className="sf-product-cancellation">
      {t(text.key, { date: text.deadline ? formatDate(text.deadline, 'd MMMM yyyy', site) : '' })}
    </Alert>
  );
}

export function CancellationOffers({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const site = useSite();
  const { offers, offerId, hasDates } = booking;
  if (offers.loading && !offers.data) return <Skeleton lines={2} />;
  const list = offers.data?.offers ?? [];
  const selected = list.find((o) => o.id === offerId) ?? list[0];
  // the chosen offer's policy, else (offers failed) the quoted offer's
  const policy = selected?.cancellationPolicy ?? booking.quote.data?.cancellationPolicy;
  if (list.length <= 1) {
    if (hasDates && !policy) return null;
    return (
      <div className="sf-product-step">
        <h3 className="sf-product-step__title">{t('booking.cancellation')}</h3>
        <CancellationMessage policy={policy} hasDates={hasDates} />
      </div>
    );
  }
  return (
    <div className="sf-product-step">
      <RadioGroup
        legend={t('booking.cancellation')}
        name="sf-product-cancellation"
        value={String(offerId)}
        onChange={(v) => booking.setOfferId(Number(v))}
        options={list.map((o) => ({
          value: String(o.id),
          label: (
            <>
              {o.cancellationPolicy.cancellable ? t('booking.flexible') : t('booking.nonRefundable')}
              {o.sellPrice !== null ? <strong className="sf-product-option-price"> {formatMoney(o.sellPrice, site)}</strong> : null}
            </>
          ),
          disabled: hasDates && !o.bookable,
        }))}
      />
      <CancellationMessage policy={policy} hasDates={hasDates} />
    </div>
  );
}
