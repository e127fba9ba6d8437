/**
 * Booking steps in the gifting flow (product-and-purchase.md §2.2, §4): the nights, the gift price, gift upsells,
 * 'Customise your gift' (to the gift set-up route with its criteria; 'How it works' is shown there, in mf-gift); the sticky bar leading to
 * them shows the same action and gift price.
 */
import { emit } from '@storefront/event-bus';
import { formatMoney, useSite, useTranslation } from '@storefront/i18n';
import { Button, RadioGroup, Skeleton } from '@storefront/ui';
import { usePaths } from '../../app-context';
import type { OfferDetail } from '../../api/types';
import type { ProductUrl } from '../../state/url';
import type { Booking } from '../booking-steps/use-booking';
import { StickyBar } from '../sticky-bar/sticky-bar';
import { Upsells } from '../upsells/upsells';
import { giftSetupPath } from './gift-route';
import { useGiftPrice } from './use-gift-price';

/** The action of the gift panel (its button and the sticky bar leading to it). */
const GIFT_ACTION = 'booking.customiseGift';

/** The sticky bar in the gifting flow: the gift panel's action and gift price (the chosen nights'). */
export function GiftStickyBar({ detail, url }: { detail: OfferDetail; url: ProductUrl }) {
  const { t } = useTranslation();
  const { price } = useGiftPrice(detail.id, url.hash.giftNights);
  return <StickyBar label={detail.label} price={price ? { sellPrice: price.sellPrice } : null} action={t(GIFT_ACTION)} />;
}

export function GiftSteps({ detail, url, booking }: { detail: OfferDetail; url: ProductUrl; booking: Booking }) {
  const { t } = useTranslation();
  const site = useSite();
  const p = usePaths();
  const { loading, list, price } = useGiftPrice(detail.id, url.hash.giftNights);
  const customise = () => {
    if (!price) return;
    emit('analytics', { event: 'personalization_item', payload: { item_id: String(detail.id), item_name: detail.label, item_category: 'single_voucher', nights: price.nights, price: price.sellPrice } });
    emit('navigate', { url: giftSetupPath(p, { offerId: detail.id, hotelId: detail.hotel.id, giftNights: price.nights, hash: url.hash }) });
  };
  return (
    <>
      {loading ? <Skeleton lines={2} /> : null}
      {list.length > 1 ? (
        <RadioGroup
          legend={t('booking.giftNights')}
          name="sf-product-gift-nights"
          value={String(price?.nights ?? url.hash.giftNights)}
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
        {t(GIFT_ACTION)}
      </Button>
    </>
  );
}
