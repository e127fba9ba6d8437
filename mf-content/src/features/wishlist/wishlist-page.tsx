/**
 * Wishlist page: stays and activities lists, or 'You don't have any items in your wishlist' with Add items (to
 * search). It reads the one wishlist store every heart writes (@storefront/event-bus). A signed-in customer can share
 * the list: `/account/wishlist?shared={token}` shows the account's list to anyone, read-only (decision 0082).
 */
import { useEffect, useState } from 'react';
import { isApiError } from '@storefront/api-client';
import { paths } from '@storefront/contracts';
import { setWishlisted, type Wishlist } from '@storefront/event-bus';
import { useWishlist } from '@storefront/event-bus/react';
import { Alert, Button } from '@storefront/ui';
import { useApp, useT } from '../../app-context';
import { readSharedWishlist, shareWishlist } from '../../api/account';
import { usePageTitle } from '../../shared/head';
import { Link } from '../../shared/navigation';

function Lists({ list, removable }: { list: Wishlist; removable: boolean }) {
  const t = useT();
  return (
    <>
      {(['stays', 'activities'] as const).map((key) =>
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
                  {removable && (
                    <button type="button" className="sf-ui-button sf-ui-button--link" onClick={() => setWishlisted(item, false)}>
                      {t('wishlist.remove')}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ) : null,
      )}
    </>
  );
}

function ShareLink() {
  const { context } = useApp();
  const t = useT();
  const [link, setLink] = useState<string | 'signIn' | 'failed' | null>(null);
  const share = () =>
    shareWishlist(context).then(
      (token) => setLink(`${window.location.origin}/account/wishlist?shared=${encodeURIComponent(token)}`),
      (err) => setLink(isApiError(err) && err.status === 401 ? 'signIn' : 'failed'),
    );
  if (link === 'signIn')
    return (
      <p>
        <Link href={`/account/signin?origin=${encodeURIComponent('/account/wishlist')}`}>{t('wishlist.shareSignIn')}</Link>
      </p>
    );
  if (link === 'failed') return <Alert variant="error">{t('common.error')}</Alert>;
  if (link)
    return (
      <p>
        <label>
          {t('wishlist.shareLink')} <input readOnly value={link} onFocus={(e) => e.target.select()} />
        </label>
      </p>
    );
  return (
    <Button type="button" variant="secondary" onClick={() => void share()}>
      {t('wishlist.share')}
    </Button>
  );
}

function SharedWishlist({ token }: { token: string }) {
  const { context } = useApp();
  const t = useT();
  const [list, setList] = useState<Wishlist | 'missing' | null>(null);
  useEffect(() => {
    readSharedWishlist(context, token).then(setList, () => setList('missing'));
  }, [context, token]);
  if (list === null) return null;
  if (list === 'missing') return <Alert variant="error">{t('wishlist.sharedMissing')}</Alert>;
  return <Lists list={list} removable={false} />;
}

export function WishlistPage({ shared = null }: { shared?: string | null }) {
  const { context } = useApp();
  const t = useT();
  const list = useWishlist();
  usePageTitle(t(shared ? 'wishlist.sharedTitle' : 'wishlist.title'));
  if (shared)
    return (
      <div className="sf-content-page sf-content-wishlist">
        <h1 className="sf-content-page__title">{t('wishlist.sharedTitle')}</h1>
        <SharedWishlist token={shared} />
      </div>
    );
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
        <>
          <Lists list={list} removable />
          <ShareLink />
        </>
      )}
    </div>
  );
}
export default WishlistPage;
