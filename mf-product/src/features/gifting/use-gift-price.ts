/** The gift price list of a stay (per nights), fetched once per offer for the gift steps and the included dates. */
import { useApp } from '../../app-context';
import { fetchGiftPriceList, type GiftPriceList } from '../../api/product';
import type { ProductApiClient } from '../../api/client';
import { useFetch } from '../../api/use-fetch';
import { DEFAULT_GIFT_NIGHTS } from '../../state/url';

const lists = new WeakMap<ProductApiClient, Map<number, Promise<GiftPriceList>>>();

function priceList(client: ProductApiClient, offerId: number): Promise<GiftPriceList> {
  let byOffer = lists.get(client);
  if (!byOffer) lists.set(client, (byOffer = new Map()));
  let list = byOffer.get(offerId);
  if (!list) {
    list = fetchGiftPriceList(client, offerId);
    byOffer.set(offerId, list);
    list.catch(() => byOffer!.delete(offerId));
  }
  return list;
}

export type GiftPrice = GiftPriceList['priceList'][number];

/** The price list and the price of the chosen nights (the first price when those nights are not sold). */
export function useGiftPrice(offerId: number, giftNights: number | undefined) {
  const { client } = useApp();
  const prices = useFetch(`gift-price:${offerId}`, () => priceList(client, offerId));
  const nights = giftNights ?? DEFAULT_GIFT_NIGHTS;
  const list = prices.data?.priceList ?? [];
  const price: GiftPrice | undefined = list.find((l) => l.nights === nights) ?? list[0];
  return { ...prices, list, price };
}
