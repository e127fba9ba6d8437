/** Inline blocks of the results grid (gift stays, gift card) and the customer-care block of the page. */
import { useTranslation } from '@storefront/i18n';
import type { InlineBlock as Block } from './grid';

export function InlineBlock({ block, giftHref, giftCardHref }: { block: Block; giftHref: string; giftCardHref: string }) {
  const { t } = useTranslation();
  const key = block === 'promoGift' ? 'promoGift' : 'promoGiftCard';
  return (
    <aside className={`sf-search-inline sf-search-inline--${block}`} aria-labelledby={`sf-search-inline-${block}`}>
      <h2 id={`sf-search-inline-${block}`}>{t(`results.${key}.title`)}</h2>
      <p>{t(`results.${key}.text`)}</p>
      <a className="sf-search-button" href={block === 'promoGift' ? giftHref : giftCardHref}>
        {t(`results.${key}.cta`)}
      </a>
    </aside>
  );
}

/** Customer-care mode (search.md §6): shown on the results page whatever the results, instead of the inline blocks. */
export function CustomerCareBlock() {
  const { t } = useTranslation();
  return (
    <aside className="sf-search-inline sf-search-inline--care" role="note" data-testid="customer-care-block">
      <p>{t('results.customerCare')}</p>
    </aside>
  );
}
