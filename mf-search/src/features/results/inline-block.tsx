/** Inline blocks of the results grid (gift stays, gift card); the customer-care block is @storefront/ui's. */
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
