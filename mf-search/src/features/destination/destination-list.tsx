/**
 * What the destination combobox shows once focused (a chunk of its own, fetched on focus or pointer over): the
 * suggestions grouped by category (or recent and recommended searches), and the nearby-location picker
 * (100 / 200 / 300 km, default 200, 'Less than 2h') applied on confirm. The combobox logic stays in
 * ./destination-field.
 */
import { useState } from 'react';
import { DEFAULT_DISTANCE, DISTANCE_CHOICES } from '@storefront/criteria';
import { useTranslation } from '@storefront/i18n';
import type { Suggestion } from '../../api/types';
import type { RecentSearch } from './recent-searches';

export type Option = { key: string; label: string; detail?: string | null; suggestion?: Suggestion; recent?: RecentSearch; recommended?: boolean };
export type Section = { title: string; options: Option[] };

export interface DestinationOptionsProps {
  /** the combobox id: option ids are `${id}-opt-${index}` (aria-activedescendant) */
  id: string;
  sections: Section[];
  active: number;
  /** a term is typed, its suggestions are in and there is none */
  empty: boolean;
  onChoose: (option: Option) => void;
  onActive: (index: number) => void;
}

export function DestinationOptions({ id, sections, active, empty, onChoose, onActive }: DestinationOptionsProps) {
  const { t } = useTranslation();
  let index = -1;
  return (
    <>
      {empty && (
        <p className="sf-search-destination__empty" role="status">
          {t('destination.noResult')}
        </p>
      )}
      {sections.map((section) => (
        <div key={section.title} role="group" aria-label={section.title} className="sf-search-destination__group">
          <p className="sf-search-destination__group-title" aria-hidden="true">
            {section.title}
          </p>
          {section.options.map((option) => {
            index += 1;
            const i = index;
            return (
              <div
                key={option.key}
                id={`${id}-opt-${i}`}
                role="option"
                aria-selected={i === active}
                className={`sf-search-option${i === active ? ' sf-search-option--active' : ''}`}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => onChoose(option)}
                onMouseEnter={() => onActive(i)}
              >
                <span>{option.label}</span>
                {option.detail && <span className="sf-search-option__detail">{option.detail}</span>}
              </div>
            );
          })}
        </div>
      ))}
    </>
  );
}

export interface NearbyPickerProps {
  id: string;
  place: Suggestion;
  onBack: () => void;
  onConfirm: (distanceMax: number) => void;
}

/** Distance around a recommended place: 100, 200 or 300 km (default 200), applied on confirm. */
export function NearbyPicker({ id, place, onBack, onConfirm }: NearbyPickerProps) {
  const { t } = useTranslation();
  const [distance, setDistance] = useState<number>(DEFAULT_DISTANCE);
  return (
    <div className="sf-search-nearby" role="group" aria-labelledby={`${id}-nearby`}>
      <p id={`${id}-nearby`} className="sf-search-nearby__title">
        {t('destination.nearby.title', { place: place.label })}
      </p>
      <fieldset className="sf-search-nearby__choices">
        <legend>{t('destination.nearby.legend')}</legend>
        {DISTANCE_CHOICES.map((km) => (
          <label key={km} className="sf-search-radio">
            <input type="radio" name={`${id}-distance`} value={km} checked={distance === km} onChange={() => setDistance(km)} />
            <span>
              {t(`destination.nearby.time.${km}`)} <span className="sf-search-muted">({t('destination.nearby.distance', { km })})</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="sf-search-nearby__actions">
        <button type="button" className="sf-search-button sf-search-button--ghost" onClick={onBack}>
          {t('destination.nearby.back')}
        </button>
        <button type="button" className="sf-search-button" onClick={() => onConfirm(distance)}>
          {t('destination.nearby.confirm')}
        </button>
      </div>
    </div>
  );
}
