/** Fallback suggestions: each widened search shows its own results under its title, or nothing. */
import type { SearchCriteria, SearchState } from '@storefront/criteria';
import { parseHash } from '@storefront/criteria';
import { useTranslation } from '@storefront/i18n';
import type { FallbackView } from '../../api/types';
import { OfferCard } from '../cards/offer-card';

export function FallbackSection({ fallbacks, state, linkOf }: { fallbacks: FallbackView[]; state: SearchState; linkOf: (criteria: SearchCriteria) => string }) {
  const { t } = useTranslation();
  if (!fallbacks.length) return null;
  return (
    <div className="sf-search-fallbacks">
      {fallbacks.map((f) => {
        const criteria = parseHash(f.hash, { flow: state.flow });
        return (
          <section key={f.kind} className="sf-search-fallback" aria-labelledby={`sf-search-fallback-${f.kind}`}>
            <div className="sf-search-fallback__head">
              <h2 id={`sf-search-fallback-${f.kind}`}>{t(`results.fallback.${f.kind}`)}</h2>
              <a className="sf-search-link" href={linkOf(criteria)}>
                {t('results.fallback.seeAll')}
              </a>
            </div>
            <div className="sf-search-grid">
              {f.offers.map((o, i) => (
                <OfferCard key={o.id} offer={o} flow={state.flow} criteria={criteria} index={i} listName={`fallback_${f.kind}`} />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
