/**
 * The travellers counters (a chunk of its own, fetched when the guest selector first opens or is pointed at):
 * adults 1-20, children 0-10, babies 0-10 (out-of-range changes ignored), age hints, the single-room note with
 * children or babies; gifting is fixed at 2 adults.
 */
import { useId } from 'react';
import { TRAVELLER_AGES, TRAVELLER_BOUNDS, setTravellers, type Flow, type SearchCriteria, type TravellerKey } from '@storefront/criteria';
import { useTranslation } from '@storefront/i18n';
import type { Travellers } from './travellers-field';

const KEYS: TravellerKey[] = ['a', 'c', 'b'];
const NAME: Record<TravellerKey, 'adults' | 'children' | 'babies'> = { a: 'adults', c: 'children', b: 'babies' };

export function TravellersCounters({ value, flow, onChange }: { value: Travellers; flow: Flow; onChange: (v: Travellers) => void }) {
  const { t } = useTranslation();
  const id = useId();
  if (flow === 'gifting') return <p className="sf-search-muted">{t('travellers.giftFixed')}</p>;
  const change = (key: TravellerKey, delta: number) => {
    const next = setTravellers({ ...value, s: false } as SearchCriteria, key, value[key] + delta, flow);
    onChange({ a: next.a, c: next.c, b: next.b });
  };
  return (
    <div className="sf-search-travellers">
      {KEYS.map((key) => {
        const what = t(`travellers.${NAME[key]}`);
        return (
          <div key={key} className="sf-search-counter" role="group" aria-labelledby={`${id}-${key}`}>
            <div>
              <span id={`${id}-${key}`} className="sf-search-counter__label">
                {what}
              </span>
              <span className="sf-search-counter__hint">{t(`travellers.hint.${key}`, { defaultValue: TRAVELLER_AGES[key] })}</span>
            </div>
            <div className="sf-search-counter__controls">
              <button type="button" className="sf-search-icon-button" aria-label={t('travellers.decrease', { what })} disabled={value[key] <= TRAVELLER_BOUNDS[key].min} onClick={() => change(key, -1)}>
                −
              </button>
              <output aria-live="polite" aria-label={what}>
                {value[key]}
              </output>
              <button type="button" className="sf-search-icon-button" aria-label={t('travellers.increase', { what })} disabled={value[key] >= TRAVELLER_BOUNDS[key].max} onClick={() => change(key, 1)}>
                +
              </button>
            </div>
          </div>
        );
      })}
      {value.c + value.b > 0 && <p className="sf-search-muted">{t('travellers.singleRoom')}</p>}
    </div>
  );
}
