/** UI state of mf-search (jotai, one store per mount). The search itself lives in the URL (./url.ts). */
import { atom } from 'jotai';
import type { SearchCriteria } from '@storefront/criteria';

/** Criteria remembered when switching to the activity flow (restored when leaving it). */
export const rememberedCriteriaAtom = atom<SearchCriteria | undefined>(undefined);
/** Open panels of the results page. */
export type Panel = 'filters' | 'sort' | 'map' | 'searchBar' | null;
export const openPanelAtom = atom<Panel>(null);
/** The total price switch (issue #34): cards show the stay's total with the local tax. */
export const totalPriceAtom = atom(false);
/** Dates were cleared deliberately (the suggested-dates variant then does not block again). */
export const datesClearedAtom = atom(false);
/** The suggested-dates variant already blocked a search once. */
export const suggestedDatesShownAtom = atom(false);
