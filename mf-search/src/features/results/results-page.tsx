/**
 * The search results page (search.md §2): flow header, search bar, action bar (filters, map, sort), heading,
 * banners, the 3-column grid with inline blocks, pagination, fallback suggestions, family hint and the
 * customer-service notice.
 */
import { memo, Suspense, useMemo, useState } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { pageTitleOf, paths } from '@storefront/contracts';
import {
  FAMILY_THEME_ID,
  setCriteria,
  countActiveFilters,
  resetFilters,
  setLocation,
  showsFamilyHint,
  switchFlow,
  type Flow,
  type SearchCriteria,
  type SearchState,
} from '@storefront/criteria';
import { useBusEvent } from '@storefront/event-bus/react';
import { Alert, CustomerCareBlock, useIsMobile, usePageHead } from '@storefront/ui';
import { useTranslation } from '@storefront/i18n';
import { useApp } from '../../app-context';
import { PAGE_SIZE } from '../../api/search';
import type { Facets, OfferView } from '../../api/types';
import { openPanelAtom, rememberedCriteriaAtom, totalPriceAtom } from '../../state/atoms';
import { navigateSearch, resultsUrl, useSearchUrl } from '../../state/url';
import { OfferCard } from '../cards/offer-card';
import { resultsMessage } from '../fallback/messages';
import { useFacets } from '../filters/use-facets';
import { CustomerServiceNotice, FlowHeader } from '../flows/flow-header';
import { useKeywordDestination } from '../destination/use-keyword-destination';
import { destinationLabelOf } from '../destination/destination-label';
import { SearchBar, preloadSearchBar } from '../search-bar/search-bar';
import { SortSelect } from '../sort/sort';
import { lazyPart, preloadOnIntent } from '../../lazy/lazy-part';
import { gridItems, type GridItem } from './grid';
import { InlineBlock } from './inline-block';
import { Pagination } from './pagination-links';
import { ResultsSkeleton } from './skeletons';
import { TotalPriceSwitch, asTotal, hasTotalPrice } from './total-price';
import { useResults, type ResultsState } from './use-results';

// parts the first render of the results does not need: fetched when shown
const FilterBar = lazyPart(() => import(/* webpackChunkName: "filter-bar" */ '../filters/filters').then((m) => m.FilterBar), { withStyles: true });
const FiltersModal = lazyPart(() => import(/* webpackChunkName: "filters-modal" */ '../filters/filters-modal').then((m) => m.FiltersModal), { withStyles: true });
const SortDrawer = lazyPart(() => import(/* webpackChunkName: "sort-drawer" */ '../sort/sort-drawer').then((m) => m.SortDrawer), { withStyles: true });
const MapModal = lazyPart(() => import(/* webpackChunkName: "map-modal" */ '../map/map-modal').then((m) => m.MapModal), { withStyles: true });
const SeoSection = lazyPart(() => import(/* webpackChunkName: "seo" */ '../seo/seo-section').then((m) => m.SeoSection));
const FallbackSection = lazyPart(() => import(/* webpackChunkName: "fallbacks" */ '../fallback/fallback-section').then((m) => m.FallbackSection));

/**
 * Loads the parts the page's first render shows with these results (a first view's hydration must not suspend): the
 * search form and the filter bar on desktop, the SEO section, the fallback blocks when there are some.
 */
export function preloadFirstRender(mobile: boolean, results: ResultsState): Promise<unknown> {
  return Promise.all([
    preloadSearchBar(mobile),
    mobile ? null : FilterBar.preload(),
    results.status === 'ready' ? SeoSection.preload() : null,
    results.status === 'ready' && results.fallbacks.length > 0 ? FallbackSection.preload() : null,
  ]);
}

export function ResultsPage() {
  const { t } = useTranslation();
  const { context } = useApp();
  const site = context.locale;
  const minisite = context.minisite?.slug;
  const state = useSearchUrl();
  const isMobile = useIsMobile();
  const [retry, setRetry] = useState(0);
  // the page only opens panels: which one is open is read by <OpenPanel> (opening one does not re-render the page)
  const setPanel = useSetAtom(openPanelAtom);
  const [remembered, setRemembered] = useAtom(rememberedCriteriaAtom);
  const ideaTheme = useKeywordDestination(state);
  const results = useResults(state, retry);
  const facets = useFacets(state.criteria, state.flow);

  const go = (next: SearchState) => navigateSearch(site, next, { minisite });
  const apply = (criteria: SearchCriteria) => go(setCriteria(state, criteria));
  const changeFlow = (flow: Flow) => {
    const r = switchFlow(state, flow, remembered);
    setRemembered(r.remembered);
    go(r.state);
  };

  useBusEvent('flow', ({ flow }) => {
    if (flow !== state.flow) changeFlow(flow);
  });

  const filterCount = countActiveFilters(state.criteria);
  const ready = results.status === 'ready';
  const mainCount = ready ? results.totalCount : 0;
  const fallbackCount = results.fallbacks.reduce((n, f) => n + f.offers.length, 0);
  // the results message waits for the fallback searches; with no main results the skeleton stays until they are in
  const waitingForFallbacks = ready && results.fallbacksPending;
  const message = ready && !waitingForFallbacks && state.flow !== 'activity' ? resultsMessage(mainCount, fallbackCount) : null;
  const totals = useAtomValue(totalPriceAtom) && hasTotalPrice(state.flow);
  const items = useMemo(
    () => gridItems(totals ? results.offers.map(asTotal) : results.offers, { site, customerCare: context.customerCare, withBlocks: state.flow !== 'activity' }),
    [results.offers, site, context.customerCare, state.flow, totals],
  );
  const themeLabel = results.details?.themeLabel ?? '';
  const heading = state.flow === 'activity' ? t('results.activities', { count: mainCount }) : t('results.heading', { count: mainCount, theme: themeLabel }).trim();
  const destination = results.details?.destination?.label;
  // the page's title says what was found ('12 offres Bien-être – Paris | Week-end Stays'); the site's title until then
  usePageHead(ready ? { title: pageTitleOf(`${heading}${destination ? ` – ${destination}` : ''}`, site) } : null);
  const seoOffers = useMemo(() => [...results.offers, ...results.fallbacks.flatMap((f) => f.offers)], [results.offers, results.fallbacks]);
  const hrefOf = (criteria: SearchCriteria) => resultsUrl(site, { flow: state.flow, criteria }, minisite);
  const p = paths(site, { minisite });

  return (
    <div className="sf-search-page-root">
      <FlowHeader flow={state.flow} onFlowChange={changeFlow} />
      <SearchBar flow={state.flow} criteria={state.criteria} destinationLabel={destinationLabelOf(state.criteria, results, t)} inPlace />

      <div className="sf-search-actions" role="toolbar" aria-label={t('results.actions')}>
        {!isMobile && (
          <Suspense fallback={<div className="sf-search-filterbar" />}>
            <FilterBar flow={state.flow} criteria={state.criteria} facets={facets} onApply={apply} />
          </Suspense>
        )}
        {!isMobile && (
          <div className="sf-search-actions__end">
            <button type="button" className="sf-search-button sf-search-button--ghost" onClick={() => setPanel('filters')} {...preloadOnIntent(FiltersModal)}>
              {filterCount > 0 ? t('filters.filterCount', { count: filterCount }) : t('filters.filter')}
            </button>
            <button type="button" className="sf-search-button sf-search-button--ghost" onClick={() => setPanel('map')} {...preloadOnIntent(MapModal)}>
              {t('results.map')}
            </button>
          </div>
        )}
      </div>

      {/* the results count with the sort on its right (desktop): long labels (it_IT) keep the action bar on one line */}
      <div className="sf-search-results-head">
        <h1 className="sf-search-heading" aria-live="polite">
          {ready ? heading : t('results.loading')}
        </h1>
        {hasTotalPrice(state.flow) && <TotalPriceSwitch />}
        {!isMobile && <SortSelect flow={state.flow} criteria={state.criteria} onSort={(sort) => apply({ ...state.criteria, sort })} />}
      </div>

      {context.customerCare && <CustomerCareBlock customerCarePrefix={context.customerCarePrefix} gateway={context.endpoints.frontGateway} />}

      {message === 'suggestion' && <Alert variant="info">{t('results.suggestionBanner')}</Alert>}
      {message === 'noExactResults' && <Alert variant="info">{t('results.noExactBanner')}</Alert>}

      {(results.status === 'loading' || (waitingForFallbacks && results.offers.length === 0)) && <ResultsSkeleton label={t('results.loading')} />}
      {results.status === 'error' && (
        <Alert
          variant="error"
          action={
            <button type="button" className="sf-search-button" onClick={() => setRetry((n) => n + 1)}>
              {t('results.retry')}
            </button>
          }
        >
          {t('results.error')}
        </Alert>
      )}
      {ready && state.flow === 'activity' && mainCount === 0 && <p className="sf-search-empty">{t('results.noActivity')}</p>}
      {message === 'noResults' && (
        <div className="sf-search-empty">
          <p>{t('results.noResults')}</p>
          {filterCount > 0 && (
            <button type="button" className="sf-search-button" onClick={() => apply(resetFilters(state.criteria, state.flow))}>
              {t('results.removeFilters')}
            </button>
          )}
        </div>
      )}

      {ready && results.offers.length > 0 && (
        <ResultsGrid
          items={items}
          flow={state.flow}
          criteria={state.criteria}
          giftHref={p.search({ flow: 'gifting' })}
          giftCardHref={p.giftcard()}
        />
      )}

      {ready && (
        <Pagination
          state={state}
          totalCount={results.totalCount}
          pageSize={PAGE_SIZE}
          hrefOf={(page) => resultsUrl(site, { ...state, page }, minisite)}
          onNavigate={(page) => {
            go({ ...state, page });
            if (typeof window !== 'undefined') window.scrollTo?.({ top: 0 });
          }}
        />
      )}

      {ready && results.fallbacks.length > 0 && (
        <Suspense fallback={null}>
          <FallbackSection fallbacks={results.fallbacks} state={state} linkOf={hrefOf} />
        </Suspense>
      )}

      {showsFamilyHint(state.criteria) && (
        <aside className="sf-search-family" role="note">
          <p>{t('familyHint.text')}</p>
          <a className="sf-search-link" href={hrefOf({ ...state.criteria, theme: FAMILY_THEME_ID })}>
            {t('familyHint.link')}
          </a>
        </aside>
      )}

      {ready && (
        <Suspense fallback={null}>
          <SeoSection state={state} details={results.details} offers={seoOffers} ideaTheme={ideaTheme} hrefOf={hrefOf} />
        </Suspense>
      )}

      <CustomerServiceNotice />

      {isMobile && (
        <nav className="sf-search-bottombar" aria-label={t('results.actions')}>
          <button type="button" onClick={() => setPanel('map')} {...preloadOnIntent(MapModal)}>
            {t('results.map')}
          </button>
          {state.flow !== 'activity' && (
            <button type="button" onClick={() => setPanel('sort')} {...preloadOnIntent(SortDrawer)}>
              {t('sort.label')}
            </button>
          )}
          <button type="button" onClick={() => setPanel('filters')} {...preloadOnIntent(FiltersModal)}>
            {filterCount > 0 ? t('filters.filterCount', { count: filterCount }) : t('filters.filter')}
          </button>
        </nav>
      )}

      <OpenPanel
        isMobile={isMobile}
        flow={state.flow}
        criteria={state.criteria}
        facets={facets}
        center={results.details?.location ?? null}
        onApply={apply}
        onSearchArea={(area) => apply(setLocation(state.criteria, area, state.flow))}
      />
    </div>
  );
}

interface ResultsGridProps {
  items: GridItem<OfferView>[];
  flow: Flow;
  criteria: SearchCriteria;
  giftHref: string;
  giftCardHref: string;
}

/**
 * The grid of results with its inline blocks. A Suspense boundary of its own: the hydration of a first view leaves the
 * cards (most of the page) to a later pass with its own commit, so the page hydrates and commits in shorter tasks (on
 * /recherche about half the total blocking time of hydrating them with the rest); `memo` keeps a re-render of the
 * page that does not change the grid (the window's width measured after hydration) from forcing that pass at once.
 */
const ResultsGrid = memo(function ResultsGrid({ items, flow, criteria, giftHref, giftCardHref }: ResultsGridProps) {
  return (
    <Suspense fallback={null}>
      <div className="sf-search-grid" data-testid="results-grid">
        {items.map((item) =>
          item.type === 'block' ? (
            <InlineBlock key={item.block} block={item.block} giftHref={giftHref} giftCardHref={giftCardHref} />
          ) : (
            <OfferCard
              key={`${item.item.kind}-${item.item.id}`}
              offer={item.item}
              flow={flow}
              criteria={criteria}
              index={item.index}
              headingLevel={2}
            />
          ),
        )}
      </div>
    </Suspense>
  );
});

interface OpenPanelProps {
  isMobile: boolean;
  flow: Flow;
  criteria: SearchCriteria;
  facets: Facets;
  center: { latitude: number; longitude: number } | null;
  onApply: (criteria: SearchCriteria) => void;
  onSearchArea: (area: Parameters<typeof setLocation>[1]) => void;
}

/** The open panel (filters modal: full screen on phones, all sections at once on desktop; mobile sort drawer; map), fetched when first opened. */
function OpenPanel({ isMobile, flow, criteria, facets, center, onApply, onSearchArea }: OpenPanelProps) {
  const panel = useAtomValue(openPanelAtom);
  const setPanel = useSetAtom(openPanelAtom);
  const close = () => setPanel(null);
  return (
    <Suspense fallback={null}>
      {panel === 'filters' && <FiltersModal open onClose={close} flow={flow} criteria={criteria} facets={facets} onApply={onApply} />}
      {isMobile && panel === 'sort' && <SortDrawer open onClose={close} flow={flow} criteria={criteria} onSort={(sort) => onApply({ ...criteria, sort })} />}
      {panel === 'map' && (
        <MapModal
          open
          onClose={close}
          flow={flow}
          criteria={criteria}
          center={center}
          onSearchArea={(area) => {
            close();
            onSearchArea(area);
          }}
        />
      )}
    </Suspense>
  );
}

