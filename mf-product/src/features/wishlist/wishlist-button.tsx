/** The wishlist toggle of the stay offer and activity pages: the one store every heart uses (@storefront/event-bus). */
import type { WishlistItem } from '@storefront/contracts';
import { isWishlisted, setWishlisted } from '@storefront/event-bus';
import { useWishlist } from '@storefront/event-bus/react';
import { useTranslation } from '@storefront/i18n';

export function WishlistButton({ item }: { item: WishlistItem }) {
  const { t } = useTranslation();
  const active = isWishlisted(useWishlist(), item);
  return (
    <button type="button" className="sf-product-wishlist" aria-pressed={active} onClick={() => setWishlisted(item, !active)}>
      <span aria-hidden="true">{active ? '♥' : '♡'}</span> {active ? t('wishlist.remove') : t('wishlist.add')}
    </button>
  );
}
