/** Promo bar: links (label, url, newTab, variant default or black) on a palette background, light or dark font, optional flow tabs. */
import { useId } from 'react';
import { useT } from '../../app-context';
import type { CmsFlow, PromoBar as PromoBarData } from '../../api/types';
import { Link } from '../../shared/navigation';

export interface PromoBarProps {
  bar: PromoBarData;
  /** flows to offer as tabs (shown when two or more) */
  flows?: CmsFlow[];
  onFlowChange?: (flow: CmsFlow) => void;
}

export function PromoBar({ bar, flows = [], onFlowChange }: PromoBarProps) {
  const t = useT();
  const id = useId();
  return (
    <div
      className={`sf-content-promo-bar sf-content-promo-bar--${bar.font}`}
      style={{ background: bar.palette }}
      data-code={bar.internalCode}
      data-campaign={bar.campaign}
      data-category={bar.category}
    >
      {flows.length > 1 && onFlowChange && (
        <div role="tablist" aria-label={t('promoBar.tabs')} className="sf-content-promo-bar__tabs">
          {flows.map((flow) => (
            <button
              key={flow}
              id={`${id}-${flow}`}
              type="button"
              role="tab"
              aria-selected={bar.flow === flow}
              className="sf-content-promo-bar__tab"
              onClick={() => onFlowChange(flow)}
            >
              {flow === 'gifting' ? t('promoBar.gifting') : t('promoBar.booking')}
            </button>
          ))}
        </div>
      )}
      <ul className="sf-content-promo-bar__links" role={flows.length > 1 ? 'tabpanel' : undefined} aria-labelledby={flows.length > 1 ? `${id}-${bar.flow}` : undefined}>
        {bar.links.map((link) => (
          <li key={link.url + link.label}>
            <Link href={link.url} newTab={link.newTab} newTabLabel={t('common.newTab')} className={`sf-content-promo-bar__link sf-content-promo-bar__link--${link.variant}`}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
