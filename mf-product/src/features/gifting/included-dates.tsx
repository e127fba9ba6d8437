/** The included-dates calendar of the gift (§2.3) for the chosen nights and their gift price. */
import { GiftCalendar } from '../gift-calendar/gift-calendar';
import { useGiftPrice } from './use-gift-price';

export function IncludedDates({ offerId, giftNights }: { offerId: number; giftNights: number | undefined }) {
  const { price } = useGiftPrice(offerId, giftNights);
  if (!price) return null;
  return <GiftCalendar offerId={offerId} nights={price.nights} giftPrice={price.sellPrice} />;
}
