/**
 * The search bar (search.md §2): destination (all flows), dates (not in gifting or activity), theme (not in
 * hotel), travellers, Search. On mobile it opens as a full-screen modal titled per flow; the form itself is
 * fetched when first shown (on phones, when the modal opens).
 */
import { Suspense, useState } from 'react';
import type { Flow, SearchCriteria } from '@storefront/criteria';
import { useTranslation } from '@storefront/i18n';
import { Modal, Spinner, useIsMobile } from '@storefront/ui';
import { lazyPart, preloadOnIntent } from '../../lazy/lazy-part';
import { hasDatesField } from './fields';
import { useStayRange } from '../calendar/stay-range';
import { useWeekendLabel } from '../calendar/weekend-label';

const SearchBarForm = lazyPart(() => import(/* webpackChunkName: "search-form" */ './search-bar-form').then((m) => m.SearchBarForm), { withStyles: true });

/** Loads what the search bar's first render shows: the form on desktop (phones show a summary until it opens). */
export function preloadSearchBar(mobile: boolean): Promise<unknown> {
  return mobile ? Promise.resolve() : SearchBarForm.preload();
}

export interface SearchBarProps {
  flow: Flow;
  criteria: SearchCriteria;
  /** label of the current destination (from the last search) */
  destinationLabel?: string;
  /** theme choices (id, label); the theme field lists them with 'All themes' */
  themes?: { id: string; label: string }[];
  /** true on the results page: the URL changes in place; otherwise the shell navigates */
  inPlace?: boolean;
  /** called with the results URL instead of navigating (when given) */
  onSearch?: (url: string) => void;
}

export function SearchBar(props: SearchBarProps) {
  const { t } = useTranslation();
  const stayRange = useStayRange();
  const weekendLabel = useWeekendLabel();
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const { criteria, flow } = props;
  if (!isMobile) {
    return (
      <Suspense fallback={<div className="sf-search-bar sf-search-bar--placeholder" aria-hidden="true" />}>
        <SearchBarForm {...props} mobile={false} />
      </Suspense>
    );
  }
  return (
    <div className="sf-search-bar sf-search-bar--mobile">
      <button type="button" className="sf-search-bar__summary" onClick={() => setOpen(true)} aria-haspopup="dialog" {...preloadOnIntent(SearchBarForm)}>
        <span className="sf-search-bar__summary-title">{props.destinationLabel || t('searchBar.destinationPlaceholder')}</span>
        {/* the search on phones at a glance: dates (when the flow has them) and travellers */}
        <span className="sf-search-muted">
          {hasDatesField(flow) && criteria.checkin && criteria.checkout
            ? `${stayRange(criteria.checkin, criteria.checkout)} · `
            : hasDatesField(flow) && criteria.weekend
              ? `${weekendLabel(criteria.weekend)} · `
              : ''}
          {t('travellers.summary', { count: criteria.a + criteria.c + criteria.b })}
        </span>
        <span className="sf-search-visually-hidden">{t('searchBar.open')}</span>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t(`searchBar.modalTitle.${props.flow}`)} mobile="fullscreen">
        {open && (
          <Suspense fallback={<Spinner />}>
            <SearchBarForm {...props} mobile onDone={() => setOpen(false)} />
          </Suspense>
        )}
      </Modal>
    </div>
  );
}
