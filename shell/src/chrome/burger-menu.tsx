/**
 * Burger menu on small screens (site-wide §2): check my booking, box login (external, per country), wishlist,
 * contact, social links, and the navigation with submenus that have a back button.
 */
import { useState } from 'react';
import { paths } from '@storefront/contracts';
import { Overlay } from './overlay';
import { Link, useShell, useT } from './shell-react';
import { BOX_LOGIN, SOCIAL } from './links';
import { SocialLinks } from './social-links';
import type { NavigationNode } from './api';

export default function BurgerMenu({ items, onClose, onCheckBooking }: { items: NavigationNode[]; onClose: () => void; onCheckBooking: () => void }) {
  const t = useT();
  const { site, context } = useShell();
  const p = paths(site, { minisite: context.minisite?.slug });
  const [trail, setTrail] = useState<NavigationNode[]>([]);
  const current = trail[trail.length - 1];
  const nodes = (current ? current.children : items).filter((n) => n.location !== 'main');
  const back = trail.length > 0 && (
    <button type="button" className="sf-icon-button" onClick={() => setTrail((tr) => tr.slice(0, -1))} aria-label={t('back')}>
      <span aria-hidden="true">‹</span>
    </button>
  );
  return (
    <Overlay title={current ? current.label : t('menu')} side="left" onClose={onClose} closeLabel={t('closeMenu')} headerStart={back}>
      <nav aria-label={t('menu')}>
        <ul className="sf-burger-list">
          {current && (
            <li>
              <Link href={current.uri} onClick={onClose} className="sf-burger-item sf-burger-all">
                {t('seeAll')}
              </Link>
            </li>
          )}
          {nodes.map((node) => (
            <li key={node._id}>
              {node.children.length > 0 ? (
                <button type="button" className="sf-burger-item" onClick={() => setTrail((tr) => [...tr, node])}>
                  {node.label}
                  <span aria-hidden="true">›</span>
                </button>
              ) : (
                <Link href={node.uri} onClick={onClose} className="sf-burger-item">
                  {node.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {!current && (
        <>
          <ul className="sf-burger-list sf-burger-secondary">
            <li>
              <button type="button" className="sf-burger-item" onClick={onCheckBooking}>
                {t('checkMyBooking')}
              </button>
            </li>
            <li>
              <a className="sf-burger-item" href={BOX_LOGIN[context.site.country]} target="_blank" rel="noopener">
                {t('boxLogin')}
                <span className="sf-visually-hidden"> {t('newTab')}</span>
              </a>
            </li>
            {!context.toggles.customerAccount && (
              <li>
                <Link className="sf-burger-item" href={p.wishlist()} onClick={onClose}>
                  {t('wishlist')}
                </Link>
              </li>
            )}
            <li>
              <Link className="sf-burger-item" href={p.contact()} onClick={onClose}>
                {t('contact')}
              </Link>
            </li>
          </ul>
          <p className="sf-burger-social-title">{t('followUs')}</p>
          <SocialLinks links={SOCIAL} />
        </>
      )}
    </Overlay>
  );
}
