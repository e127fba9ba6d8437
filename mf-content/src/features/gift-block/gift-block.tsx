import { useApp, useT } from '../../app-context';
import { fetchGiftContent, giftContentKey } from '../../api/cms';
import { useResource } from '../../api/resource';
import type { GiftContent } from '../../api/types';
import { Skeleton } from '@storefront/ui';
import { giftBlockCards } from '@storefront/contracts';

/** The gift cards with the locale's gift content; default titles when the content has none. */
export function GiftBlockView({ content }: { content: GiftContent }) {
  const t = useT();
  const cards = giftBlockCards(content);
  if (!cards.length) return null;
  const title = content.title?.trim() || t('gift.defaultTitle');
  const subtitle = content.subtitle?.trim() || t('gift.defaultSubtitle');
  return (
    <section className="sf-content-block sf-content-gift" aria-labelledby="sf-content-gift-title" data-campaign={content.campaign}>
      {content.imageL && (
        <picture className="sf-content-gift__picture">
          {content.imageS && <source media="(max-width: 599px)" srcSet={content.imageS} />}
          <img src={content.imageL} alt="" loading="lazy" width={1500} height={736} />
        </picture>
      )}
      <div className="sf-content-gift__body">
        <h2 id="sf-content-gift-title" className="sf-content-block__title">
          {title}
        </h2>
        <p className="sf-content-gift__subtitle">{subtitle}</p>
        <ul className="sf-content-gift__cards">
          {cards.map((card) => (
            <li key={card.kind}>
              <a className="sf-content-gift__card" href={card.url} target="_blank" rel="noopener noreferrer" data-kind={card.kind}>
                {t(`gift.${card.kind}`)}
                <span className="sf-content-visually-hidden"> ({t('common.newTab')})</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The gift block of the locale; hidden in customer-care mode (gift features are, site-wide §6). */
export function GiftBlock() {
  const { context, preview } = useApp();
  const gift = useResource(giftContentKey(context), () => fetchGiftContent(context), { preview, enabled: !context.customerCare });
  if (context.customerCare) return null;
  if (gift.status === 'loading') return <Skeleton height={240} />;
  if (gift.status === 'error' || !gift.data) return null;
  return <GiftBlockView content={gift.data} />;
}
