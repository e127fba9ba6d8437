/**
 * Wishlist page: stays and activities lists, or 'You don't have any items in your wishlist' with Add items (to
 * search). It reads the one wishlist store every heart writes (@storefront/event-bus).
 */
import { paths } from '@storefront/contracts';
import { setWishlisted } from '@storefront/event-bus';
import { useWishlist } from '@storefront/event-bus/react';
import { useApp, useT } from '../../app-context';
import { usePageTitle } from '../../shared/head';
import { Link } from '../../shared/navigation';

export function WishlistPage() {
  const { context } = useApp();
  const t = useT();
  const list = useWishlist();
  usePageTitle(t('wishlist.title'));
  const empty = !list.stays.length && !list.activities.length;
  return (
    <div className="sf-content-page sf-content-wishlist">
      <h1 className="sf-content-page__title">{t('wishlist.title')}</h1>
      {empty ? (
        <div className="sf-content-wishlist__empty">
          <p>{t('wishlist.empty')}</p>
          <Link href={paths(context.locale).search({ flow: 'booking' })} className="sf-ui-button sf-ui-button--primary">
            {t('wishlist.add')}
          </Link>
        </div>
      ) : (
        (['stays', 'activities'] as const).map((key) =>
          list[key].length ? (
            <section key={key} aria-labelledby={`sf-content-wishlist-${key}`}>
              <h2 id={`sf-content-wishlist-${key}`}>{t(`wishlist.${key}`)}</h2>
              <ul className="sf-content-grid">
                {list[key].map((item) => (
                  <li key={item.id} className="sf-content-card">
                    {item.imageUrl && <img src={item.imageUrl} alt="" width={640} height={360} loading="lazy" />}
                    <h3 className="sf-content-card__title">
                      <Link href={item.uri}>{item.label}</Link>
                    </h3>
                    {item.hotel && <p>{item.hotel}</p>}
                    <button type="button" className="sf-ui-button sf-ui-button--link" onClick={() => setWishlisted(item, false)}>
                      {t('wishlist.remove')}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null,
        )
      )}
    </div>
  );
}
export default WishlistPage;
