/**
 * Destination selector: a WAI-ARIA combobox (arrows, Enter, Escape) with suggestions grouped by category,
 * recent searches (browser storage, 3) and recommended destinations; choosing a recommended destination opens
 * the nearby-location picker (100 / 200 / 300 km, default 200, 'Less than 2h') applied on confirm.
 * Dropdown on desktop; the search bar puts it in a full-screen modal on mobile.
 */
import { Suspense, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@storefront/i18n';
import type { Suggestion } from '../../api/types';
import { lazyPart } from '../../lazy/lazy-part';
import type { Option, Section } from './destination-list';
import { nearbyLabel } from './destination-label';
import { groupSuggestions } from './group';
import { readRecentSearches, rememberSearch, type RecentSearch } from './recent-searches';
import { useRecommended, useSuggestions } from './use-suggestions';

export interface DestinationFieldProps {
  /** label of the destination currently chosen ('' when unknown: the placeholder shows) */
  label: string;
  /**
   * a destination criterion is applied (a destination, a hotel or a position), even one without a label: focusing
   * the field clears it
   */
  applied?: boolean;
  /** focusing the field clears the previous destination criteria */
  onClear: () => void;
  onSelect: (choice: { id: string; category: Suggestion['category']; label: string }) => void;
  /** nearby-location picker confirmed */
  onLocation: (location: { lat: number; lng: number; distanceMax: number; label: string }) => void;
  /** render the list inline (inside the mobile full-screen modal) rather than as a dropdown */
  inline?: boolean;
  autoFocus?: boolean;
}

const DestinationOptions = lazyPart(() => import(/* webpackChunkName: "destination-list" */ './destination-list').then((m) => m.DestinationOptions));
const NearbyPicker = lazyPart(() => import(/* webpackChunkName: "destination-list" */ './destination-list').then((m) => m.NearbyPicker));

export function DestinationField({ label, applied = false, onClear, onSelect, onLocation, inline, autoFocus }: DestinationFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(label);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = useState<RecentSearch[]>([]);
  const [nearby, setNearby] = useState<Suggestion | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { suggestions, loading } = useSuggestions(text, open);
  const recommended = useRecommended(open && !text.trim());

  useEffect(() => setText(label), [label]);

  // close on outside click
  useEffect(() => {
    if (!open || inline) return;
    const onDown = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open, inline]);

  const sections = useMemo(() => {
    if (text.trim()) {
      return groupSuggestions(suggestions).map((g) => ({
        title: t(`destination.category.${g.category}`),
        options: g.items.map<Option>((s) => ({ key: `${s.category}-${s.id}`, label: s.label, detail: s.detail, suggestion: s })),
      }));
    }
    const out: Section[] = [];
    if (recent.length) out.push({ title: t('destination.recent'), options: recent.map((r) => ({ key: `recent-${r.category}-${r.id}`, label: r.label, recent: r })) });
    if (recommended.length)
      out.push({
        title: t('destination.recommended'),
        options: recommended.map((s) => ({ key: `rec-${s.category}-${s.id}`, label: s.label, detail: s.detail, suggestion: s, recommended: true })),
      });
    return out;
  }, [text, suggestions, recent, recommended, t]);
  const flat = sections.flatMap((s) => s.options);

  const choose = (option: Option) => {
    if (option.recommended && option.suggestion) {
      setNearby(option.suggestion);
      return;
    }
    const entry = option.recent ?? (option.suggestion && { id: option.suggestion.id, label: option.suggestion.label, category: option.suggestion.category });
    if (!entry) return;
    setRecent(rememberSearch(entry));
    setText(entry.label);
    setOpen(false);
    setActive(-1);
    onSelect(entry);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) setOpen(true);
      if (!flat.length) return;
      setActive((i) => (e.key === 'ArrowDown' ? (i + 1) % flat.length : i <= 0 ? flat.length - 1 : i - 1));
    } else if (e.key === 'Enter') {
      const option = flat[active];
      if (open && option) {
        e.preventDefault();
        choose(option);
      }
    } else if (e.key === 'Escape') {
      if (open) {
        e.stopPropagation();
        setOpen(false);
        setActive(-1);
      }
    }
  };

  const activeId = active >= 0 && flat[active] ? `${id}-opt-${active}` : undefined;
  const showList = open && !nearby;

  return (
    <div ref={rootRef} className={`sf-search-destination${inline ? ' sf-search-destination--inline' : ''}`}>
      <label htmlFor={`${id}-input`} className="sf-search-field__label">
        {t('destination.label')}
      </label>
      <div className="sf-search-destination__control">
        <input
          ref={inputRef}
          id={`${id}-input`}
          className="sf-search-input"
          type="text"
          role="combobox"
          autoComplete="off"
          autoFocus={autoFocus}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={activeId}
          placeholder={t('searchBar.destinationPlaceholder')}
          value={text}
          maxLength={100}
          onPointerEnter={() => void DestinationOptions.preload().catch(() => undefined)}
          onFocus={() => {
            void DestinationOptions.preload().catch(() => undefined);
            setRecent(readRecentSearches());
            if (applied || label) {
              setText('');
              onClear();
            }
            setOpen(true);
          }}
          onChange={(e) => {
            setText(e.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
        {text && (
          <button
            type="button"
            className="sf-search-icon-button sf-search-destination__clear"
            aria-label={t('destination.clear')}
            onClick={() => {
              setText('');
              onClear();
              inputRef.current?.focus();
            }}
          >
            ×
          </button>
        )}
      </div>
      <div id={listId} role="listbox" aria-label={t('destination.label')} className="sf-search-destination__list" hidden={!showList}>
        {showList && (
          <Suspense fallback={null}>
            <DestinationOptions id={id} sections={sections} active={active} empty={!!text.trim() && !loading && flat.length === 0} onChoose={choose} onActive={setActive} />
          </Suspense>
        )}
      </div>
      {nearby && (
        <Suspense fallback={null}>
          <NearbyPicker
            id={id}
            place={nearby}
            onBack={() => setNearby(null)}
            onConfirm={(distanceMax) => {
              onLocation({ lat: nearby.latitude, lng: nearby.longitude, distanceMax, label: nearby.label });
              setText(nearbyLabel(nearby.label, t));
              setNearby(null);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
