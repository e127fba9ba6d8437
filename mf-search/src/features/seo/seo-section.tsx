/**
 * SEO text and suggestion links under the results (a chunk of its own, fetched once results are shown): a title
 * and text for the destination / theme searched (with the idea page's editorial text), then links to nearby
 * destinations, wider areas and popular themes.
 */
import { setDestination, type SearchCriteria, type SearchState } from '@storefront/criteria';
import { useTranslation } from '@storefront/i18n';
import type { OfferView, SearchDetailsView, ThemeView } from '../../api/types';
import { hasThemeField } from '../search-bar/fields';
import { useThemes } from '../search-bar/themes';
import { nearbyDestinations, popularThemes, seoCase, widerAreas } from './seo-links';

export interface SeoSectionProps {
  state: SearchState;
  details: SearchDetailsView | null;
  /** offers of the page and of the fallbacks */
  offers: readonly OfferView[];
  /** the idea keyword page's theme (its editorial text) */
  ideaTheme: ThemeView | null;
  /** the results URL of some criteria (same flow, first page) */
  hrefOf: (criteria: SearchCriteria) => string;
}

export function SeoSection({ state, details, offers, ideaTheme, hrefOf }: SeoSectionProps) {
  const { t } = useTranslation();
  const { flow, criteria } = state;
  const withThemes = hasThemeField(flow);
  const themes = useThemes(flow, withThemes);
  const destination = details?.destination ?? null;
  const themeLabel = details?.themeLabel ?? ideaTheme?.label ?? null;
  const nearby = nearbyDestinations(offers, destination?.label);
  const areas = widerAreas(details?.hierarchy, destination);
  const popular = withThemes ? popularThemes(themes, criteria.theme) : [];
  const which = seoCase(destination?.label, themeLabel);
  const description = ideaTheme && ideaTheme.id === criteria.theme ? ideaTheme.description : null;

  return (
    <section className="sf-search-seo" aria-labelledby="sf-search-seo-title">
      <h2 id="sf-search-seo-title">{t(`seo.title.${which}`, { destination: destination?.label, theme: themeLabel })}</h2>
      {description && <p>{description}</p>}
      <p>{t(`seo.text.${flow}`)}</p>
      <nav className="sf-search-seo__links" aria-label={t('seo.linksLabel')}>
        {nearby.length > 0 && (
          <div>
            <h3>{t(destination ? 'seo.nearby' : 'seo.destinations')}</h3>
            <ul>
              {nearby.map((l) => (
                <li key={l.href}>
                  <a className="sf-search-link" href={l.href}>
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        {areas.length > 0 && (
          <div>
            <h3>{t('seo.wider')}</h3>
            <ul>
              {areas.map((p) => (
                <li key={`${p.category}-${p.id}`}>
                  <a className="sf-search-link" href={hrefOf(setDestination(criteria, { id: String(p.id), category: p.category }, flow))}>
                    {t('seo.widerLink', { place: p.label })}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        {popular.length > 0 && (
          <div>
            <h3>{t('seo.themes')}</h3>
            <ul>
              {popular.map((th) => (
                <li key={th.id}>
                  <a className="sf-search-link" href={destination ? hrefOf({ ...criteria, theme: th.id }) : th.uri}>
                    {destination ? t('seo.themeLink', { theme: th.label, destination: destination.label }) : th.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </nav>
    </section>
  );
}
