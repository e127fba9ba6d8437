/**
 * Gift drawer (site-wide §2 Header and Gift block): up to four cards, each opening in a new tab: gift stays
 * (single voucher), gift boxes, gift card, activity-only gift. A card whose link is missing is dropped.
 */
import { paths, SEGMENTS, SITES } from '@storefront/contracts';
import { Overlay } from './overlay';
import { useShell, useT } from './shell-react';
import { GIFT_SHOP } from './links';
import type { MessageKey } from '../i18n';

export interface GiftCard {
  title: MessageKey;
  text: MessageKey;
  url: string | null;
}

export function giftCards(site: Parameters<typeof paths>[0], toggles: { boxes: boolean; activityOnly: boolean }, giftShop: string): GiftCard[] {
  const p = paths(site);
  const cards: GiftCard[] = [
    { title: 'giftStays', text: 'giftStaysText', url: p.search({ flow: 'gifting' }) },
    { title: 'giftBoxes', text: 'giftBoxesText', url: toggles.boxes ? `${SITES[site].basePath}/${SEGMENTS[SITES[site].language].gift}` : giftShop },
    { title: 'giftCard', text: 'giftCardText', url: p.giftcard() },
    { title: 'activityGift', text: 'activityGiftText', url: toggles.activityOnly ? p.activitySearch() : null },
  ];
  return cards.filter((c) => !!c.url).slice(0, 4);
}

export default function GiftDrawer({ onClose }: { onClose: () => void }) {
  const t = useT();
  const { site, context } = useShell();
  const cards = giftCards(site, context.toggles, GIFT_SHOP[context.site.country]);
  return (
    <Overlay title={t('giftDrawerTitle')} side="right" onClose={onClose} closeLabel={t('close')}>
      <ul className="sf-gift-cards">
        {cards.map((card) => (
          <li key={card.title}>
            <a href={card.url as string} target="_blank" rel="noopener" className="sf-gift-card">
              <span className="sf-gift-card-title">{t(card.title)}</span>
              <span className="sf-gift-card-text">{t(card.text)}</span>
              <span className="sf-visually-hidden"> {t('newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </Overlay>
  );
}
