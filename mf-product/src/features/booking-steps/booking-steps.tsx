/**
 * Booking steps of the offer page (product-and-purchase.md §2.2, §4): flow switch; in booking the dates,
 * travellers, activity dates, cancellation-policy offers, extras, price banner and Book; in gifting the nights,
 * gift price, 'Customise your gift' and 'How it works'.
 */
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { SiteCode } from '@storefront/contracts';
import { emit } from '@storefront/event-bus';
import { formatMoney, useSite } from '@storefront/i18n';
import { Button, RadioGroup, Skeleton } from '@storefront/ui';
import { useApp, usePaths } from '../../app-context';
import { fetchGiftPriceList } from '../../api/product';
import type { OfferDetail } from '../../api/types';
import { useFetch } from '../../api/use-fetch';
import { checkoutAttemptedAtom } from '../../state/atoms';
import { serialiseProductHash, type ProductUrl } from '../../state/url';
import { ActivityDates } from '../activity-dates/activity-dates';
import { BookingCalendar } from '../calendar/booking-calendar';
import { CancellationOffers } from '../cancellation/cancellation-offers';
import { CheckoutButton } from '../checkout-start/checkout-button';
import { PriceBanner } from '../price-banner/price-banner';
import { Travellers } from '../travellers/travellers';
import { Upsells } from '../upsells/upsells';
import type { Booking } from './use-booking';

/** 'How it works' video per locale (es_ES, fr_FR, fr_BE, nl_NL, nl_BE, it_IT). */
export const HOW_IT_WORKS_VIDEOS: Record<SiteCode, string> = {
  fr_FR: 'https://www.youtube-nocookie.com/embed/weekendesk-fr-offrir',
  fr_BE: 'https://www.youtube-nocookie.com/embed/weekendesk-be-fr-offrir',
  es_ES: 'https://www.youtube-nocookie.com/embed/weekendesk-es-regalar',
  nl_NL: 'https://www.youtube-nocookie.com/embed/weekendesk-nl-cadeau',
  nl_BE: 'https://www.youtube-nocookie.com/embed/weekendesk-be-nl-cadeau',
  it_IT: 'https://www.youtube-nocookie.com/embed/weekendesk-it-regalare',
};

export function HowItWorks() {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <section className="sf-product-how" aria-labelledby="sf-product-how-title">
      <h3 id="sf-product-how-title">{t('booking.howItWorks')}</h3>
      <ol className="sf-product-how__steps">
        <li>{t('booking.howSteps.choose')}</li>
        <li>{t('booking.howSteps.delivery')}</li>
        <li>{t('booking.howSteps.dates')}</li>
      </ol>
      <a href={HOW_IT_WORKS_VIDEOS[site]} target="_blank" rel="noopener noreferrer">
        {t('booking.video')}
      </a>
    </section>
  );
}

function GiftSteps({ detail, url, booking }: { detail: OfferDetail; url: ProductUrl; booking: Booking }) {
  const { t } = useTranslation();
  const site = useSite();
  const { client } = useApp();
  const p = usePaths();
  const prices = useFetch(`gift-price:${detail.id}`, (signal) => fetchGiftPriceList(client, detail.id, signal));
  const nights = url.hash.giftNights ?? 1;
  const list = prices.data?.priceList ?? [];
  const price = list.find((l) => l.nights === nights) ?? list[0];
  const customise = () => {
    const hash = serialiseProductHash({ a: 2, c: 0, b: 0, giftAdult: 2, giftNights: price?.nights ?? nights, giftFormat: url.hash.giftFormat ?? 'digital', activityDates: [] });
    emit('navigate', { url: p.checkout(`${hash}&id=${detail.id}`, { flow: 'gifting' }) });
  };
  return (
    <>
      {prices.loading ? <Skeleton lines={2} /> : null}
      {list.length > 1 ? (
        <RadioGroup
          legend={t('booking.giftNights')}
          name="sf-product-gift-nights"
          value={String(price?.nights ?? nights)}
          onChange={(v) => booking.update({ giftNights: Number(v) })}
          options={list.map((l) => ({ value: String(l.nights), label: `${t('common.nights', { count: l.nights })} · ${formatMoney(l.sellPrice, site)}` }))}
        />
      ) : null}
      {price ? (
        <div className="sf-product-price-banner" data-testid="price-banner" data-price-cents={price.sellPrice}>
          <p className="sf-product-muted">{t('booking.giftPrice')}</p>
          <p className="sf-product-price-banner__amount">{formatMoney(price.sellPrice, site)}</p>
          <p className="sf-product-muted">{t('booking.giftFor', { nights: t('common.nights', { count: price.nights }) })}</p>
        </div>
      ) : null}
      <Upsells offerId={detail.id} stay={booking.stay} flow="gifting" hash={url.hash} />
      <Button block size="large" onClick={customise} disabled={!price}>
        {t('booking.customiseGift')}
      </Button>
      <HowItWorks />
    </>
  );
}

export function BookingSteps({ detail, url, booking }: { detail: OfferDetail; url: ProductUrl; booking: Booking }) {
  const { t } = useTranslation();
  const attempted = useAtomValue(checkoutAttemptedAtom);
  const flow = booking.flow === 'gifting' ? 'gifting' : 'booking';
  return (
    <section className="sf-product-booking" id="sf-product-booking" aria-labelledby="sf-product-booking-title">
      <h2 id="sf-product-booking-title">{flow === 'gifting' ? t('booking.giftTitle') : t('booking.title')}</h2>
      {detail.giftable ? (
        <RadioGroup
          legend={t('booking.flow.label')}
          name="sf-product-flow"
          className="sf-product-flow"
          value={flow}
          onChange={(v) => booking.setFlow(v)}
          options={[
            { value: 'booking', label: t('booking.flow.booking') },
            { value: 'gifting', label: t('booking.flow.gifting') },
          ]}
        />
      ) : null}
      {flow === 'gifting' ? (
        <GiftSteps detail={detail} url={url} booking={booking} />
      ) : (
        <>
          <BookingCalendar booking={booking} offerId={booking.offerId} />
          <Travellers booking={booking} />
          <ActivityDates booking={booking} flagMissing={attempted} />
          <CancellationOffers booking={booking} />
          <PriceBanner quote={booking.quote.data} loading={booking.quote.loading} detail={detail} />
          <Upsells offerId={detail.id} stay={booking.stay} flow="booking" hash={url.hash} nights={booking.stay.nights} />
          <CheckoutButton booking={booking} productId={detail.id} label={detail.label} />
        </>
      )}
    </section>
  );
}
