/**
 * Gift drawer (site-wide §2 Header and Gift block): the gift block's cards (`giftBlockCards`), each opening in a new
 * tab, from the locale's gift content in the CMS like mf_content's homepage block; a card whose link is missing is
 * dropped. The boxes toggle sends the box card to the storefront's own box listing, and without the activity-only
 * feature there is no activity card. Without gift content (none for the locale, or the call failed) the cards link
 * to the storefront's own routes and the country's gift shop.
 */
import { useEffect, useState } from 'react';
import { giftBlockCards, giftLinksOf, paths, SEGMENTS, SITES, type FeatureToggles, type GiftCardKind, type GiftLinks, type SiteCode } from '@storefront/contracts';
import { Overlay } from './overlay';
import { useShell, useT } from './shell-react';
import { GIFT_SHOP } from './links';
import { fetchGiftBlock } from './api';
import type { MessageKey } from '../i18n';

const TEXTS: Record<GiftCardKind, { title: MessageKey; text: MessageKey }> = {
  singleVoucher: { title: 'giftStays', text: 'giftStaysText' },
  box: { title: 'giftBoxes', text: 'giftBoxesText' },
  giftcard: { title: 'giftCard', text: 'giftCardText' },
  activityOnly: { title: 'activityGift', text: 'activityGiftText' },
};

/** The drawer's links: the gift content's (null: none), with the toggles applied. */
export function giftDrawerLinks(site: SiteCode, toggles: Pick<FeatureToggles, 'boxes' | 'activityOnly'>, giftShop: string, content: GiftLinks | null): GiftLinks {
  const p = paths(site);
  const links = content ?? { singleVoucherURL: p.search({ flow: 'gifting' }), boxURL: giftShop, giftcardURL: p.giftcard(), activityOnlyURL: p.activitySearch() };
  return {
    ...links,
    boxURL: toggles.boxes ? `${SITES[site].basePath}/${SEGMENTS[SITES[site].language].gift}` : links.boxURL,
    activityOnlyURL: toggles.activityOnly ? links.activityOnlyURL : undefined,
  };
}

export default function GiftDrawer({ onClose }: { onClose: () => void }) {
  const t = useT();
  const { site, context } = useShell();
  // undefined while the gift content loads; null when there is none
  const [content, setContent] = useState<GiftLinks | null | undefined>(undefined);
  useEffect(() => {
    let alive = true;
    void fetchGiftBlock(context, site).then((document) => alive && setContent(giftLinksOf(document, site)));
    return () => {
      alive = false;
    };
  }, [context, site]);
  const cards = content === undefined ? null : giftBlockCards(giftDrawerLinks(site, context.toggles, GIFT_SHOP[context.site.country], content));
  return (
    <Overlay title={t('giftDrawerTitle')} side="right" onClose={onClose} closeLabel={t('close')}>
      {cards ? (
        <ul className="sf-gift-cards">
          {cards.map((card) => (
            <li key={card.kind}>
              <a href={card.url} target="_blank" rel="noopener" className="sf-gift-card">
                <span className="sf-gift-card-title">{t(TEXTS[card.kind].title)}</span>
                <span className="sf-gift-card-text">{t(TEXTS[card.kind].text)}</span>
                <span className="sf-visually-hidden"> {t('newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p aria-busy="true">{t('loading')}</p>
      )}
    </Overlay>
  );
}
