/**
 * Hotel offers drawer (product-and-purchase.md §2.3; site-wide §2): right side on desktop, bottom on mobile;
 * the hotel, its main offer and other offers, a 'Go back to search' button. In gifting the main offer is for two.
 */
import { PROMO_THRESHOLD } from '@storefront/criteria/business-rules';
import type { Flow } from '@storefront/contracts';
import { Button, Drawer, Price, Skeleton, imageUrl } from '@storefront/ui';
import { useTranslation } from '@storefront/i18n';
import { useApp, usePaths } from '../../app-context';
import { fetchHotelPackages } from '../../api/product';
import type { HotelPackage, Stay } from '../../api/types';
import { useFetch } from '../../api/use-fetch';
import { stayHash } from '../offer-page/links';

function PackageRow({ offer, flow, stay, forTwo }: { offer: HotelPackage; flow: Flow; stay: Stay; forTwo?: boolean }) {
  const { t } = useTranslation();
  const p = usePaths();
  const href = p.product(offer.id, { flow }, flow === 'booking' ? stayHash(stay) : undefined);
  return (
    <li className="sf-product-package">
      {offer.imageUrl ? <img src={imageUrl(offer.images?.[0], '120_80') || offer.imageUrl} alt="" width={120} height={80} loading="lazy" /> : null}
      <div>
        <a href={href}>{offer.label}</a>
        {forTwo ? <p className="sf-product-muted">{t('drawer.forTwo')}</p> : null}
        <Price sellPrice={offer.sellPrice} refPrice={offer.refPrice} promo={offer.promo} promoThreshold={PROMO_THRESHOLD.stay} priceType={offer.priceType} size="small" />
      </div>
    </li>
  );
}

export function HotelOffersDrawer({ open, onClose, hotelId, stay, flow }: { open: boolean; onClose: () => void; hotelId: number; stay: Stay; flow: Flow }) {
  const { t } = useTranslation();
  const { client } = useApp();
  const p = usePaths();
  const key = open ? `drawer:${hotelId}:${flow}:${stay.checkin}:${stay.checkout}:${stay.a}:${stay.c}:${stay.b}` : null;
  const { data, error, loading } = useFetch(key, (signal) => fetchHotelPackages(client, hotelId, stay, flow, signal));
  const backHash = flow === 'booking' ? stayHash(stay) : undefined;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={data?.hotel.label ?? t('drawer.title')}
      footer={
        <a className="sf-ui-button sf-ui-button--secondary" href={p.search({ flow }, backHash)}>
          {t('drawer.back')}
        </a>
      }
    >
      {error ? <p role="alert">{t('common.error')}</p> : null}
      {loading ? <Skeleton lines={4} /> : null}
      {data ? (
        <>
          {data.mainPackage ? (
            <>
              <h3>{t('drawer.mainOffer')}</h3>
              <ul className="sf-product-packages">
                <PackageRow offer={data.mainPackage} flow={flow} stay={stay} forTwo={flow === 'gifting'} />
              </ul>
            </>
          ) : (
            <p>{t('hotel.noOffers')}</p>
          )}
          {data.otherPackages.length ? (
            <>
              <h3>{t('drawer.otherOffers')}</h3>
              <ul className="sf-product-packages">
                {data.otherPackages.map((o) => (
                  <PackageRow key={o.id} offer={o} flow={flow} stay={stay} />
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
      <Button variant="link" onClick={onClose} className="sf-product-visually-hidden">
        {t('common.close')}
      </Button>
    </Drawer>
  );
}
