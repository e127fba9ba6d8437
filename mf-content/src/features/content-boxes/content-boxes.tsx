/**
 * Best gift boxes, from the content boxes block of the locale. A box links to /box/{sku} when the boxes migration
 * toggle is on, else to the country's gift shop with utm_source, utm_medium and utm_campaign (the block's campaign).
 * A failure shows 'Error: {message}' only when
 * the context enables errors; otherwise the block is hidden. A placeholder shows while loading.
 */
import { paths, type SiteCode } from '@storefront/contracts';
import { formatMoney, formatNumber } from '@storefront/i18n';
import { Skeleton } from '@storefront/ui';
import { useApp, useT } from '../../app-context';
import { contentBoxesKey, fetchContentBoxes } from '../../api/cms';
import { useResource } from '../../api/resource';
import type { ContentBox, ContentBoxes as ContentBoxesData } from '../../api/types';
import { Link } from '../../shared/navigation';

/** Tracking parameters of a box link to the gift shop (the gift block's links use the same source). */
const UTM_SOURCE = 'weekend-stays';
const UTM_MEDIUM = 'contentboxes';

/**
 * Rating as shown on a box: '/10' appended when missing, a numeric score written with the site's decimal separator
 * ('8,9/10' in the four shipped languages); any other text is kept as given.
 */
export function ratingText(rating: string, locale: SiteCode): string {
  const r = rating.trim();
  if (!r) return r;
  const match = /^(\d+(?:[.,]\d+)?)\s*(?:\/\s*10)?$/.exec(r);
  if (!match) return r.endsWith('/10') ? r : `${r}/10`;
  const score = Number(match[1]!.replace(',', '.'));
  return `${formatNumber(score, locale, 1)}/10`;
}

/** Discount percent, rounded up from price and promo price (when not given). */
export function discountOf(box: Pick<ContentBox, 'price' | 'promoPrice' | 'discount'>): number | null {
  if (box.discount) return box.discount;
  if (!box.promoPrice || box.promoPrice >= box.price || box.price <= 0) return null;
  return Math.ceil(((box.price - box.promoPrice) / box.price) * 100);
}

export function ContentBoxesView({ data }: { data: ContentBoxesData }) {
  const { context } = useApp();
  const t = useT();
  const p = paths(context.locale, { minisite: context.minisite?.slug });
  const boxes = [...data.results].sort((a, b) => a.position - b.position);
  if (!boxes.length) return null;
  return (
    <section className="sf-content-block sf-content-boxes" aria-labelledby="sf-content-boxes-title" data-campaign={data.campaign}>
      <h2 id="sf-content-boxes-title" className="sf-content-block__title">
        {data.title}
      </h2>
      {data.subtitle && <p className="sf-content-block__subtitle">{data.subtitle}</p>}
      <ul className="sf-content-boxes__list">
        {boxes.map((box) => {
          const discount = discountOf(box);
          return (
            <li key={box.id} className="sf-content-box">
              <Link href={context.toggles.boxes ? p.box(box.sku) : p.giftShopBox(box.handle, { source: UTM_SOURCE, medium: UTM_MEDIUM, campaign: data.campaign || 'boxes' })} className="sf-content-box__link">
                <img src={box.image} alt="" width={640} height={250} loading="lazy" className="sf-content-box__image" />
                <span className="sf-content-box__title">{box.title}</span>
                <span className="sf-content-box__included">{box.includedContent}</span>
                {box.rating && <span className="sf-content-box__rating">{t('boxes.rating', { rating: ratingText(box.rating, context.locale) })}</span>}
                <span className="sf-content-box__price">
                  {t('boxes.from')}{' '}
                  {box.promoPrice ? (
                    <>
                      <del>{formatMoney(box.price, context.locale)}</del> <strong>{formatMoney(box.promoPrice, context.locale)}</strong>
                    </>
                  ) : (
                    <strong>{formatMoney(box.price, context.locale)}</strong>
                  )}
                  {discount ? <span className="sf-content-box__discount">{t('boxes.discount', { discount })}</span> : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {data.buttonURL && data.buttonLabel && (
        <Link href={data.buttonURL} className="sf-ui-button sf-ui-button--secondary">
          {data.buttonLabel}
        </Link>
      )}
    </section>
  );
}

export function ContentBoxes() {
  const { context, preview } = useApp();
  const t = useT();
  const boxes = useResource(contentBoxesKey(context), () => fetchContentBoxes(context), { preview });
  if (boxes.status === 'loading') return <Skeleton height={320} />;
  if (boxes.status === 'error') {
    if (!context.showErrors) return null;
    const message = boxes.error instanceof Error ? boxes.error.message : String(boxes.error);
    return (
      <p className="sf-content-block sf-content-error" role="alert">
        {t('boxes.error', { message })}
      </p>
    );
  }
  return <ContentBoxesView data={boxes.data} />;
}
