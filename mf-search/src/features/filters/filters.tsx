/**
 * Filters (search.md §2, §4): a desktop bar of dropdowns (Activities, Price, Distance, Facilities, More filters)
 * and a mobile full-screen 'Filters' modal with Confirm and Reset (./filters-modal). Drafts stay local until
 * confirmed; closing or Cancel restores them from the URL; Clear resets and searches; Confirm writes the URL and
 * searches. The sections' contents are fetched when a dropdown first opens.
 */
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { countActiveFilters, normaliseCriteria, resetFilters, type Flow, type SearchCriteria } from '@storefront/criteria';
import { Dropdown, Spinner, focusableIn } from '@storefront/ui';
import { useTranslation } from '@storefront/i18n';
import type { Facets } from '../../api/types';
import { lazyPart, preloadOnIntent } from '../../lazy/lazy-part';
import type { SectionKey } from './sections';

export const SectionBody = lazyPart(() => import(/* webpackChunkName: "filters" */ './sections').then((m) => m.SectionBody), { withStyles: true });

export interface FiltersProps {
  flow: Flow;
  criteria: SearchCriteria;
  facets: Facets;
  /** write new criteria to the URL and search */
  onApply: (criteria: SearchCriteria) => void;
}

const SECTION_KEYS: Record<SectionKey, (keyof SearchCriteria)[]> = {
  activities: ['tags'],
  price: ['priceMin', 'priceMax'],
  distance: ['distanceMin', 'distanceMax'],
  facilities: ['facilities', 'petsAllowed', 'accessibility'],
  more: ['freeCancellation', 'stars', 'hotelScore', 'minHotelReviewScore', 'hotelTypes', 'hotelEnvironments', 'hotelStyles'],
};

export function useDraft(criteria: SearchCriteria, flow: Flow) {
  const [draft, setDraft] = useState(criteria);
  useEffect(() => setDraft(criteria), [criteria]);
  const patch = (p: Partial<SearchCriteria>) => setDraft((d) => ({ ...d, ...p }));
  const reset = () => setDraft(criteria);
  const normalised = () => normaliseCriteria(draft as never, { flow });
  return { draft, patch, reset, normalised, setDraft };
}

export function availableSections(flow: Flow, facets: Facets, criteria: SearchCriteria): SectionKey[] {
  const out: SectionKey[] = [];
  if (facets.activities.length) out.push('activities');
  out.push('price');
  if (criteria.city || (criteria.lat !== undefined && criteria.lng !== undefined)) out.push('distance');
  if (flow !== 'activity') out.push('facilities', 'more');
  return out;
}

/** Desktop filter bar: one dropdown per section, each with its own draft. */
export function FilterBar({ flow, criteria, facets, onApply }: FiltersProps) {
  const { t } = useTranslation();
  const sections = availableSections(flow, facets, criteria);
  return (
    <div className="sf-search-filterbar" role="group" aria-label={t('filters.title')} {...preloadOnIntent(SectionBody)}>
      {sections.map((key) => (
        <FilterDropdown key={key} section={key} flow={flow} criteria={criteria} facets={facets} onApply={onApply} />
      ))}
      {countActiveFilters(criteria) > 0 && (
        <button type="button" className="sf-search-link" onClick={() => onApply(resetFilters(criteria, flow))}>
          {t('filters.resetAll')}
        </button>
      )}
    </div>
  );
}

const TITLE: Record<SectionKey, string> = { activities: 'filters.activities', price: 'filters.price', distance: 'filters.distance', facilities: 'filters.facilities', more: 'filters.more' };

function FilterDropdown({ section, flow, criteria, facets, onApply }: FiltersProps & { section: SectionKey }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { draft, patch, reset, normalised } = useDraft(criteria, flow);
  const active = SECTION_KEYS[section].some((k) => {
    const v = criteria[k];
    return Array.isArray(v) ? v.length > 0 : v !== undefined && v !== false;
  });
  return (
    <Dropdown
      label={t(TITLE[section])}
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) reset(); // closing resets drafts from the URL
      }}
      buttonClassName={`sf-search-filterbar__button${active ? ' sf-search-filterbar__button--active' : ''}`}
      popoverClassName="sf-search-filterbar__popover"
      popoverLabel={t(TITLE[section])}
    >
      {(close) => (
        <Suspense fallback={<Spinner />}>
          <Panel>
            <SectionBody section={section} flow={flow} facets={facets} draft={draft} patch={patch} />
            <div className="sf-search-filterbar__actions">
              <button type="button" className="sf-search-button sf-search-button--ghost" onClick={close}>
                {t('filters.cancel')}
              </button>
              <button
                type="button"
                className="sf-search-button sf-search-button--ghost"
                onClick={() => {
                  const cleared = { ...criteria } as Record<string, unknown>;
                  for (const k of SECTION_KEYS[section]) delete cleared[k];
                  onApply(normaliseCriteria(cleared as never, { flow }));
                  close();
                }}
              >
                {t('filters.clear')}
              </button>
              <button
                type="button"
                className="sf-search-button"
                onClick={() => {
                  onApply(normalised());
                  close();
                }}
              >
                {t('filters.confirm')}
              </button>
            </div>
          </Panel>
        </Suspense>
      )}
    </Dropdown>
  );
}


/** A dropdown's panel: once its section has loaded, focus moves from the popover to its first control. */
function Panel({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const popover = ref.current?.closest<HTMLElement>('[role="dialog"]');
    if (popover && document.activeElement === popover) focusableIn(popover)[0]?.focus();
  }, []);
  return (
    <div ref={ref} className="sf-search-filterbar__panel">
      {children}
    </div>
  );
}
