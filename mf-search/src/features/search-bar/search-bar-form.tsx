/**
 * The search bar's form (a chunk of its own): destination, dates (not in gifting or activity), theme (not in
 * hotel), travellers, Search. Works on a draft of the criteria; Search writes the results URL (from=searchbar).
 * Date experiment: 'forced' needs both dates (else the dates picker opens), 'suggested' blocks once unless the
 * dates were cleared deliberately.
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useAtom } from 'jotai';
import {
  FROM_SEARCH_BAR,
  clearDates,
  clearDestination,
  normaliseCriteria,
  setCriteria,
  setDestination,
  setLocation,
  type SearchCriteria,
} from '@storefront/criteria';
import { useTranslation } from '@storefront/i18n';
import { useApp } from '../../app-context';
import { datesClearedAtom, suggestedDatesShownAtom } from '../../state/atoms';
import { navigateSearch, readSearchState } from '../../state/url';
import { DestinationField } from '../destination/destination-field';
import { hasDestinationCriteria, nearbyLabel, rememberNearbyPlace } from '../destination/destination-label';
import { TravellersField } from '../travellers/travellers-field';
import { DatesField } from './dates-field';
import { hasDatesField, hasThemeField, searchBlockedByDates } from './fields';
import { themeChoices, useThemes } from './themes';
import type { SearchBarProps } from './search-bar';

export function SearchBarForm({ flow, criteria, destinationLabel = '', themes, inPlace, onSearch, mobile, onDone }: SearchBarProps & { mobile: boolean; onDone?: () => void }) {
  const { t } = useTranslation();
  const { context } = useApp();
  const [draft, setDraft] = useState<SearchCriteria>(criteria);
  const [label, setLabel] = useState(destinationLabel);
  const [datesOpen, setDatesOpen] = useState(false);
  const [datesCleared, setDatesCleared] = useAtom(datesClearedAtom);
  const [suggestedShown, setSuggestedShown] = useAtom(suggestedDatesShownAtom);

  useEffect(() => setDraft(criteria), [criteria]);
  useEffect(() => setLabel(destinationLabel), [destinationLabel]);

  const showDates = hasDatesField(flow);
  const showTheme = hasThemeField(flow);
  // themes given by the host (homepage...) or those of the API for the flow
  const fetched = useThemes(flow, showTheme && !themes);
  const themeOptions = useMemo(() => {
    const list = themes ? [...themes] : themeChoices(fetched, context.experiments.themeList, draft.theme);
    if (draft.theme && !list.some((th) => th.id === draft.theme)) list.push({ id: draft.theme, label: `#${draft.theme}` });
    return list;
  }, [themes, fetched, context.experiments.themeList, draft.theme]);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const variant = context.experiments.dates;
    if (showDates && searchBlockedByDates(variant, draft, { datesCleared, suggestedShown })) {
      if (variant === 'suggested') setSuggestedShown(true);
      setDatesOpen(true);
      return;
    }
    const state = { flow, criteria: normaliseCriteria(draft as never, { flow }), from: FROM_SEARCH_BAR };
    if (onSearch) {
      onSearch(navigateSearch(context.locale, state, { minisite: context.minisite?.slug, inPlace: false, source: 'search-bar' }));
    } else {
      navigateSearch(context.locale, state, { minisite: context.minisite?.slug, inPlace, source: 'search-bar' });
    }
    onDone?.();
  };

  return (
    <form className={`sf-search-bar${mobile ? ' sf-search-bar--stacked' : showDates ? '' : ' sf-search-bar--no-dates'}`} role="search" aria-label={t('searchBar.label')} onSubmit={submit}>
      <DestinationField
        label={label}
        applied={hasDestinationCriteria(draft)}
        inline={mobile}
        onClear={() => {
          setLabel('');
          setDraft((d) => clearDestination(d));
        }}
        onSelect={(choice) => {
          setLabel(choice.label);
          setDraft((d) => setDestination(d, choice, flow));
        }}
        onLocation={(loc) => {
          rememberNearbyPlace(loc);
          setLabel(nearbyLabel(loc.label, t));
          setDraft((d) => setLocation(d, { lat: loc.lat, lng: loc.lng, distanceMax: loc.distanceMax }, flow));
        }}
      />
      {showDates && (
        <DatesField
          checkin={draft.checkin}
          checkout={draft.checkout}
          weekend={draft.weekend}
          onWeekend={(weekend) => setDraft((d) => (weekend ? { ...clearDates(d), weekend } : clearDates(d)))}
          open={datesOpen}
          onOpenChange={setDatesOpen}
          mobile={mobile}
          onChange={(sel) => {
            if (!sel.checkin) {
              setDatesCleared(true);
              // Clear removes the dates from the URL (search.md §4): on the results page, the search runs without them
              const current = readSearchState();
              if (inPlace && (current.criteria.checkin || current.criteria.weekend)) navigateSearch(context.locale, setCriteria(current, clearDates(current.criteria)), { minisite: context.minisite?.slug, source: 'search-bar' });
            }
            setDraft((d) => (sel.checkin && sel.checkout ? { ...clearDates(d), checkin: sel.checkin, checkout: sel.checkout } : clearDates(d)));
          }}
        />
      )}
      {showTheme && (
        <div className="sf-search-field">
          <label className="sf-search-field__label" htmlFor="sf-search-theme">
            {t('searchBar.theme')}
          </label>
          <select
            id="sf-search-theme"
            className="sf-search-select"
            value={draft.theme ?? ''}
            onChange={(e) => setDraft((d) => ({ ...d, theme: e.target.value || undefined }))}
          >
            <option value="">{t('searchBar.allThemes')}</option>
            {themeOptions.map((th) => (
              <option key={th.id} value={th.id}>
                {th.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <TravellersField
        value={{ a: draft.a, c: draft.c, b: draft.b }}
        flow={flow}
        inline={mobile}
        onChange={(v) => setDraft((d) => ({ ...d, ...v, s: v.c + v.b > 0 }))}
      />
      <button type="submit" className="sf-search-button sf-search-bar__submit">
        {t('searchBar.search')}
      </button>
      {showDates && !draft.checkin && !draft.weekend && <p className="sf-search-bar__variation">{t('searchBar.datesVariation')}</p>}
    </form>
  );
}
