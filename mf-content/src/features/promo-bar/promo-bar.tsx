/** Promo bar: links (label, url, newTab, variant default or black) on a palette background, light or dark font, optional flow tabs. */
import { useId, useRef, type KeyboardEvent } from 'react';
import { useT } from '../../app-context';
import type { CmsFlow, PromoBar as PromoBarData } from '../../api/types';
import { Link } from '../../shared/navigation';
import { PROMO_BANNER_VARIANT } from '@storefront/contracts';

export interface PromoBarProps {
  bar: PromoBarData;
  /** flows offered as tabs (see promoBarTabs: empty when the CMS setting is off) */
  flows?: CmsFlow[];
  onFlowChange?: (flow: CmsFlow) => void;
}

const TAB_LABEL: Record<CmsFlow, 'promoBar.booking' | 'promoBar.gifting' | 'promoBar.activity'> = {
  booking: 'promoBar.booking',
  gifting: 'promoBar.gifting',
  activity: 'promoBar.activity',
};

export function PromoBar({ bar, flows = [], onFlowChange }: PromoBarProps) {
  const t = useT();
  const id = useId();
  const tabs = useRef(new Map<CmsFlow, HTMLButtonElement>());
  const withTabs = flows.length > 1 && !!onFlowChange;
  const choose = (flow: CmsFlow) => {
    onFlowChange?.(flow);
    tabs.current.get(flow)?.focus();
  };
  /** Arrow keys, Home and End move between the tabs (WAI-ARIA tabs, automatic activation). */
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = flows.indexOf(bar.flow);
    const next =
      event.key === 'ArrowRight' ? (at + 1) % flows.length : event.key === 'ArrowLeft' ? (at - 1 + flows.length) % flows.length : event.key === 'Home' ? 0 : event.key === 'End' ? flows.length - 1 : -1;
    const flow = flows[next];
    if (!flow) return;
    event.preventDefault();
    choose(flow);
  };
  const links = (
    <ul className="sf-content-promo-bar__links">
      {bar.links.map((link) => (
        <li key={link.url + link.label} data-experiment={link.experiment ? PROMO_BANNER_VARIANT : undefined}>
          <Link href={link.url} newTab={link.newTab} newTabLabel={t('common.newTab')} className={`sf-content-promo-bar__link sf-content-promo-bar__link--${link.variant}`}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
  return (
    <aside
      aria-label={t('promoBar.label')}
      className={`sf-content-promo-bar sf-content-promo-bar--${bar.font}`}
      style={{ background: bar.palette }}
      data-code={bar.internalCode}
      data-campaign={bar.campaign}
      data-category={bar.category}
    >
      {withTabs && (
        <div role="tablist" aria-label={t('promoBar.tabs')} className="sf-content-promo-bar__tabs" onKeyDown={onKeyDown}>
          {flows.map((flow) => (
            <button
              key={flow}
              ref={(el) => {
                if (el) tabs.current.set(flow, el);
                else tabs.current.delete(flow);
              }}
              id={`${id}-${flow}`}
              type="button"
              role="tab"
              aria-selected={bar.flow === flow}
              aria-controls={`${id}-panel`}
              tabIndex={bar.flow === flow ? 0 : -1}
              className="sf-content-promo-bar__tab"
              onClick={() => choose(flow)}
            >
              {t(TAB_LABEL[flow])}
            </button>
          ))}
        </div>
      )}
      {withTabs ? (
        // the tab panel is a group around the list: role=tabpanel is not allowed on <ul> (ARIA in HTML)
        <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${bar.flow}`} className="sf-content-promo-bar__panel">
          {links}
        </div>
      ) : (
        links
      )}
    </aside>
  );
}
