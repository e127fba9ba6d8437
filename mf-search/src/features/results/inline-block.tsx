/** Inline blocks of the results grid: gift stays, gift card, and the customer-care block. */
import { useTranslation } from 'react-i18next';
import type { InlineBlock as Block } from './grid';

export function InlineBlock({ block, giftHref, giftCardHref }: { block: Block; giftHref: string; giftCardHref: string }) {
  const { t } = useTranslation();
  if (block === 'customerCare')
    return (
      <aside className="sf-search-inline sf-search-inline--care" role="note">
        <p>{t('results.customerCare')}</p>
      </aside>
    );
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
