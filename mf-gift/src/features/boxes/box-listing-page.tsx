/** The gift box listing (product-and-purchase §2.6): a hero, then the grid of the e-boxes, each to its detail page. */
import { formatMoney, useSite } from '@storefront/i18n';
import { Alert, Skeleton } from '@storefront/ui';
import { useApp, usePaths, useT } from '../../app-context';
import { BOXES_KEY, fetchBoxes } from '../../api/boxes';
import { useResource } from '../../api/use-resource';
import { BOX_LISTING_IMAGE, boxImage, listedBoxes } from './rules';

export function BoxListingPage() {
  const t = useT();
  const site = useSite();
  const p = usePaths();
  const { client } = useApp();
  const boxes = useResource(BOXES_KEY, (signal) => fetchBoxes(client, signal));
  return (
    <div className="sf-gift-page">
      <header className="sf-gift-hero">
        <h1 className="sf-gift-title">{t('boxes.title')}</h1>
        <p className="sf-gift-lead">{t('boxes.subtitle')}</p>
      </header>
      {boxes.error ? <Alert variant="error">{t('common.error')}</Alert> : null}
      {boxes.loading ? <Skeleton height={360} /> : null}
      {boxes.data ? (
        <ul className="sf-gift-box-grid">
          {listedBoxes(boxes.data.boxes).map((box) => (
            <li key={box.code} className="sf-gift-box-card">
              <a href={p.giftBoxCard(box.slug, box.code)} className="sf-gift-box-card__link">
                <img src={boxImage(box, BOX_LISTING_IMAGE)} alt="" width={640} height={360} loading="lazy" decoding="async" />
                <span className="sf-gift-box-card__title">{box.title}</span>
              </a>
              <p className="sf-gift-muted">{t('boxes.facts', { nights: t('voucher.nights', { count: box.nights }), persons: box.persons })}</p>
              <p className="sf-gift-box-card__price">{formatMoney(box.price.sellPrice, site)}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
