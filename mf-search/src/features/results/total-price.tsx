/**
 * The total price switch (issue #34): the cards show the stay's total with the hotel's local tax for the chosen
 * travellers and nights, as the API priced it (`totalPrice`); the browser only chooses which price to show.
 */
import { useAtom } from 'jotai';
import type { Flow } from '@storefront/criteria';
import { useTranslation } from '@storefront/i18n';
import type { MapMarker, OfferView } from '../../api/types';
import { totalPriceAtom } from '../../state/atoms';

/** The flows whose cards are stays with a local tax (gifts and activity-only products have none). */
export function hasTotalPrice(flow: Flow): boolean {
  return flow === 'booking' || flow === 'hotel';
}

/** A card's offer as its total: the API's total price, without a crossed-out reference (it has no tax in it). */
export function asTotal(offer: OfferView): OfferView {
  return offer.totalPrice == null ? offer : { ...offer, sellPrice: offer.totalPrice, refPrice: null, promo: null };
}

/** A map marker's price as its total (the API's total of the hotel's cheapest offer). */
export function markerAsTotal(marker: MapMarker): MapMarker {
  return marker.totalPrice == null ? marker : { ...marker, price: marker.totalPrice };
}

export function TotalPriceSwitch() {
  const { t } = useTranslation();
  const [on, setOn] = useAtom(totalPriceAtom);
  return (
    <label className="sf-search-total-switch">
      <input type="checkbox" role="switch" checked={on} onChange={(e) => setOn(e.target.checked)} />
      <span>{t('results.totalPrice')}</span>
    </label>
  );
}
