/**
 * Filters (search.md §2, §4): a desktop bar of dropdowns (Activities, Price, Distance, Facilities, More filters)
 * and a mobile full-screen 'Filters' modal with Confirm and Reset. Drafts stay local until confirmed; closing
 * or Cancel restores them from the URL; Clear resets and searches; Confirm writes the URL and searches.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countActiveFilters, normaliseCriteria, resetFilters, type Flow, type SearchCriteria } from '@storefront/criteria';
import { Dropdown, Modal } from '@storefront/ui';
import type { Facets } from '../../api/types';
import { ActivitiesSection, DistanceSection, FacilitiesSection, MoreSection, PriceSection } from './sections';

export interface FiltersProps {
  flow: Flow;
  criteria: SearchCriteria;
  facets: Facets;
  /** write new criteria to the URL and search */
  onApply: (criteria: SearchCriteria) => void;
}

type SectionKey = 'activities' | 'price' | 'distance' | 'facilities' | 'more';

const SECTION_KEYS: Record<SectionKey, (keyof SearchCriteria)[]> = {
  activities: ['tags'],
  price: ['priceMin', 'priceMax'],
  distance: ['distanceMin', 'distanceMax'],
  facilities: ['facilities', 'petsAllowed'],
  more: ['stars', 'hotelScore', 'minHotelReviewScore', 'hotelTypes', 'hotelEnvironments', 'hotelStyles'],
};

function useDraft(criteria: SearchCriteria, flow: Flow) {
  const [draft, setDraft] = useState(criteria);
  useEffect(() => setDraft(criteria), [criteria]);
  const patch = (p: Partial<SearchCriteria>) => setDraft((d) => ({ ...d, ...p }));
  const reset = () => setDraft(criteria);
  const normalised = () => normaliseCriteria(draft as never, { flow });
  return { draft, patch, reset, normalised, setDraft };
}

function sectionBody(key: SectionKey, props: { flow: Flow; facets: Facets; draft: SearchCriteria; patch: (p: Partial<SearchCriteria>) => void }): ReactNode {
  switch (key) {
    case 'activities':
      return <ActivitiesSection groups={props.facets.activities} draft={props.draft} patch={props.patch} />;
    case 'price':
      return <PriceSection flow={props.flow} draft={props.draft} patch={props.patch} />;
    case 'distance':
      return <DistanceSection draft={props.draft} patch={props.patch} />;
    case 'facilities':
      return <FacilitiesSection facets={props.facets} draft={props.draft} patch={props.patch} />;
    case 'more':
      return <MoreSection facets={props.facets} draft={props.draft} patch={props.patch} />;
  }
}

function availableSections(flow: Flow, facets: Facets, criteria: SearchCriteria): SectionKey[] {
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
    <div className="sf-search-filterbar" role="group" aria-label={t('filters.title')}>
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
        <div className="sf-search-filterbar__panel">
          {sectionBody(section, { flow, facets, draft, patch })}
          <div className="sf-search-filterbar__actions">
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
        </div>
      )}
    </Dropdown>
  );
}

/** Mobile full-screen 'Filters' modal with Confirm and Reset. */
export function FiltersModal({ flow, criteria, facets, onApply, open, onClose }: FiltersProps & { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { draft, patch, reset, normalised, setDraft } = useDraft(criteria, flow);
  const sections = availableSections(flow, facets, criteria);
  const close = () => {
    reset();
    onClose();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={t('filters.title')}
      mobile="fullscreen"
      footer={
        <div className="sf-search-modal-actions">
          <button type="button" className="sf-search-button sf-search-button--ghost" onClick={() => setDraft(resetFilters(draft, flow))}>
            {t('filters.reset')}
          </button>
          <button
            type="button"
            className="sf-search-button"
            onClick={() => {
              onApply(normalised());
              onClose();
            }}
          >
            {t('filters.confirm')}
          </button>
        </div>
      }
    >
      {sections.map((key) => (
        <div key={key} className="sf-search-filters-modal__section">
          {sectionBody(key, { flow, facets, draft, patch })}
        </div>
      ))}
    </Modal>
  );
}
