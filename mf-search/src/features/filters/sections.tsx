/**
 * Filter sections (search.md §5): each edits the draft criteria it is given. A chunk of its own, fetched when a
 * filter dropdown or the Filters modal opens.
 */
import { useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { SCORE_OPTIONS, STAR_OPTIONS, bandInRange, isDistanceFilterActive, type Flow, type ScoreOption, type SearchCriteria, type Star } from '@storefront/criteria';
import { formatMoney, useSite, useTranslation } from '@storefront/i18n';
import type { ActivityGroup, FacetOption, Facets, PriceBandCount } from '../../api/types';
import { DISTANCE_BOUNDS, isOpenUpper, orderRange, parseTyped, priceBounds, priceCriteria, priceSliderValues } from './range-input';

type Patch = (patch: Partial<SearchCriteria>) => void;

export type SectionKey = 'activities' | 'price' | 'distance' | 'facilities' | 'more';

export interface SectionBodyProps {
  section: SectionKey;
  flow: Flow;
  facets: Facets;
  draft: SearchCriteria;
  patch: Patch;
}

/** The body of one filter section (a dropdown of the desktop bar, a part of the mobile modal). */
export function SectionBody({ section, flow, facets, draft, patch }: SectionBodyProps) {
  switch (section) {
    case 'activities':
      return <ActivitiesSection groups={facets.activities} draft={draft} patch={patch} />;
    case 'price':
      return <PriceSection flow={flow} draft={draft} patch={patch} bands={facets.priceBands} />;
    case 'distance':
      return <DistanceSection draft={draft} patch={patch} />;
    case 'facilities':
      return (
        <>
          <FacilitiesSection facets={facets} draft={draft} patch={patch} />
          <AccessibilitySection facets={facets} draft={draft} patch={patch} />
        </>
      );
    case 'more':
      return <MoreSection facets={facets} draft={draft} patch={patch} />;
  }
}

function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** Height of the collapsed activity list (px), as in parts.css. */
export const ACTIVITIES_FOLD_PX = 124;

/** Activity buttons, grouped; disabled at count 0 (unless selected); collapsed to 124 px with 'See more'. */
export function ActivitiesSection({ groups, draft, patch }: { groups: ActivityGroup[]; draft: SearchCriteria; patch: Patch }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  // a list that fits within the fold has no 'See more' and no fade (unknown before layout: kept collapsible)
  const listRef = useRef<HTMLDivElement>(null);
  const [fits, setFits] = useState(false);
  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const measure = () => setFits(el.scrollHeight > 0 && el.scrollHeight <= ACTIVITIES_FOLD_PX + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [groups]);
  if (!groups.length) return null;
  return (
    <section className="sf-search-filter" aria-labelledby={`${id}-t`}>
      <h3 id={`${id}-t`} className="sf-search-filter__title">
        {t('filters.activities')}
      </h3>
      <div
        id={`${id}-list`}
        ref={listRef}
        className={`sf-search-filter__activities${expanded || fits ? '' : ' sf-search-filter__activities--collapsed'}`}
        // a keyboard user reaching an activity hidden below the 124 px fold gets the whole list (focus never hidden)
        onFocus={(e) => {
          if (expanded || fits) return;
          const fold = e.currentTarget.getBoundingClientRect().bottom;
          if (e.target.getBoundingClientRect().bottom > fold + 1) setExpanded(true);
        }}
      >
        {groups.map((g) => (
          <div key={g.name} role="group" aria-label={g.name || t('filters.activities')}>
            {g.name && <p className="sf-search-filter__group">{g.name}</p>}
            <div className="sf-search-chips">
              {g.entries.map((e) => {
                const selected = draft.tags.includes(e.value);
                return (
                  <button
                    key={e.value}
                    type="button"
                    className="sf-search-chip"
                    aria-pressed={selected}
                    disabled={e.count === 0 && !selected}
                    onClick={() => patch({ tags: toggle(draft.tags, e.value) })}
                  >
                    {e.label} <span className="sf-search-muted">({e.count})</span>
                  </button>
                );
              })}
            </div>
          </div>
        ))}
      </div>
      {fits ? null : (
        <button type="button" className="sf-search-link" aria-expanded={expanded} aria-controls={`${id}-list`} onClick={() => setExpanded((x) => !x)}>
          {expanded ? t('filters.showLess') : t('filters.showMore')}
        </button>
      )}
    </section>
  );
}

/**
 * Two thumbs on one track (lower and upper bound), the part between them filled: two native range inputs laid over
 * each other (each its own slider for keyboards and screen readers, with its label), only their thumbs taking the
 * pointer. The lower one comes on top when both thumbs meet at the upper end, where it could not be grabbed otherwise.
 */
function RangeSlider({ min, max, lo, hi, labels, onChange }: { min: number; max: number; lo: number; hi: number; labels: [string, string]; onChange: (lo: number, hi: number) => void }) {
  const at = (value: number) => `${((value - min) / Math.max(1, max - min)) * 100}%`;
  return (
    <div className="sf-search-range" style={{ '--sf-range-lo': at(lo), '--sf-range-hi': at(hi) } as CSSProperties} data-upper-reached={lo >= max ? '' : undefined}>
      <input type="range" aria-label={labels[0]} min={min} max={max} step={1} value={lo} onChange={(e) => onChange(Math.min(Number(e.target.value), hi), hi)} />
      <input type="range" aria-label={labels[1]} min={min} max={max} step={1} value={hi} onChange={(e) => onChange(lo, Math.max(Number(e.target.value), lo))} />
    </div>
  );
}

/**
 * Price histogram (issue #34): offers per 10 € band under the other filters, the bands of the selected range
 * highlighted; the bars are drawn for the eye, the image's name says the same for screen readers.
 */
export function PriceHistogram({ bands, draft, from, to }: { bands: PriceBandCount[]; draft: SearchCriteria; from: string; to: string | null }) {
  const { t } = useTranslation();
  const total = bands.reduce((n, b) => n + b.count, 0);
  if (total === 0) return null;
  const peak = Math.max(...bands.map((b) => b.count));
  const selected = bands.map((b) => bandInRange(b, draft.priceMin, draft.priceMax));
  const count = bands.reduce((n, b, i) => n + (selected[i] ? b.count : 0), 0);
  const label = to === null ? t('filters.histogramFrom', { count, total, from }) : t('filters.histogram', { count, total, from, to });
  return (
    <div className="sf-search-histogram" role="img" aria-label={label}>
      {bands.map((b, i) => (
        <span
          key={b.min}
          className={`sf-search-histogram__bar${selected[i] ? ' sf-search-histogram__bar--selected' : ''}`}
          style={{ height: b.count ? `${Math.max(4, (b.count / peak) * 100)}%` : 0 }}
        />
      ))}
    </div>
  );
}

/** Price: 9 (1 for activities) to 250 €, step 1, '+250 €', values in cents; typed values sanitised, swapped on blur. */
export function PriceSection({ flow, draft, patch, bands = [] }: { flow: Flow; draft: SearchCriteria; patch: Patch; bands?: PriceBandCount[] }) {
  const { t } = useTranslation();
  const site = useSite();
  const id = useId();
  const bounds = priceBounds(flow);
  const [lo, hi] = priceSliderValues(draft.priceMin, draft.priceMax, flow);
  const [typed, setTyped] = useState<{ lo?: string; hi?: string }>({});
  const set = (l: number, h: number) => patch(priceCriteria(l, h, flow));
  const money = (euros: number) => formatMoney(euros * 100, site);
  const onType = (which: 'lo' | 'hi', text: string) => {
    const v = parseTyped(text, bounds);
    setTyped((x) => ({ ...x, [which]: v === null ? '' : String(v) }));
    if (v === null) return;
    // while typing, keep the raw order; the swap happens on blur
    const nextLo = which === 'lo' ? v : lo;
    const nextHi = which === 'hi' ? v : hi;
    patch({ priceMin: nextLo <= bounds.min ? undefined : nextLo * 100, priceMax: nextHi >= bounds.max ? undefined : nextHi * 100 });
  };
  const onBlur = () => {
    setTyped({});
    const [a, b] = orderRange(lo, hi, bounds);
    set(a, b);
  };
  return (
    <section className="sf-search-filter" aria-labelledby={`${id}-t`}>
      <h3 id={`${id}-t`} className="sf-search-filter__title">
        {t('filters.price')}
      </h3>
      <p className="sf-search-filter__value" aria-live="polite">
        {money(lo)} – {isOpenUpper(hi) ? t('filters.priceAbove', { price: money(bounds.max) }) : money(hi)}
      </p>
      <PriceHistogram bands={bands} draft={draft} from={money(lo)} to={isOpenUpper(hi) ? null : money(hi)} />
      <RangeSlider min={bounds.min} max={bounds.max} lo={lo} hi={hi} labels={[t('filters.priceMin'), t('filters.priceMax')]} onChange={set} />
      <div className="sf-search-range__inputs">
        <label>
          <span>{t('filters.priceMin')}</span>
          <input className="sf-search-input" inputMode="numeric" value={typed.lo ?? String(lo)} onChange={(e) => onType('lo', e.target.value)} onBlur={onBlur} />
        </label>
        <label>
          <span>{t('filters.priceMax')}</span>
          <input className="sf-search-input" inputMode="numeric" value={typed.hi ?? String(hi)} onChange={(e) => onType('hi', e.target.value)} onBlur={onBlur} />
        </label>
      </div>
    </section>
  );
}

/** Distance 0-300 km; with a city, the 'Include offers around' toggle turns the filter on or off. */
export function DistanceSection({ draft, patch, cityMinimum = 0 }: { draft: SearchCriteria; patch: Patch; cityMinimum?: number }) {
  const { t } = useTranslation();
  const id = useId();
  const active = isDistanceFilterActive(draft);
  const lo = draft.distanceMin ?? DISTANCE_BOUNDS.min;
  const hi = draft.distanceMax ?? DISTANCE_BOUNDS.max;
  const set = (l: number, h: number) => {
    const [a, b] = orderRange(l, h, DISTANCE_BOUNDS);
    patch({ distanceMin: a, distanceMax: b });
  };
  const hasPlace = !!draft.city || (draft.lat !== undefined && draft.lng !== undefined);
  if (!hasPlace) return null;
  return (
    <section className="sf-search-filter" aria-labelledby={`${id}-t`}>
      <h3 id={`${id}-t`} className="sf-search-filter__title">
        {t('filters.distance')}
      </h3>
      {draft.city && (
        <label className="sf-search-switch">
          <input
            type="checkbox"
            role="switch"
            checked={active}
            onChange={(e) => patch(e.target.checked ? { distanceMin: cityMinimum, distanceMax: DISTANCE_BOUNDS.max } : { distanceMin: undefined, distanceMax: undefined })}
          />
          <span>{t('filters.includeAround')}</span>
        </label>
      )}
      {active && (
        <>
          <p className="sf-search-filter__value" aria-live="polite">
            {t('filters.km', { value: lo })} – {t('filters.km', { value: hi })}
          </p>
          <RangeSlider min={DISTANCE_BOUNDS.min} max={DISTANCE_BOUNDS.max} lo={lo} hi={hi} labels={[t('filters.distanceMin'), t('filters.distanceMax')]} onChange={set} />
        </>
      )}
    </section>
  );
}

/** A list of checkbox options; zero-count options disabled unless selected. */
export function OptionsSection({ title, options, selected, onToggle }: { title: string; options: FacetOption[]; selected: readonly string[]; onToggle: (value: string) => void }) {
  const id = useId();
  if (!options.length) return null;
  return (
    <fieldset className="sf-search-filter" aria-labelledby={`${id}-t`}>
      <legend id={`${id}-t`} className="sf-search-filter__title">
        {title}
      </legend>
      {options.map((o) => {
        const checked = selected.includes(o.value);
        return (
          <label key={o.value} className={`sf-search-check${o.count === 0 && !checked ? ' sf-search-check--disabled' : ''}`}>
            <input type="checkbox" checked={checked} disabled={o.count === 0 && !checked} onChange={() => onToggle(o.value)} />
            <span>
              {o.label} <span className="sf-search-muted">({o.count})</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** Facilities: 'pets' is the separate petsAllowed flag, never in the facility list. */
export function FacilitiesSection({ facets, draft, patch }: { facets: Facets; draft: SearchCriteria; patch: Patch }) {
  const { t } = useTranslation();
  const selected = [...draft.facilities, ...(draft.petsAllowed ? ['pets'] : [])];
  const options = facets.facilities.some((f) => f.value === 'pets') ? facets.facilities : [...facets.facilities];
  return (
    <OptionsSection
      title={t('filters.facilities')}
      options={options.map((o) => (o.value === 'pets' ? { ...o, label: o.label || t('filters.pets') } : o))}
      selected={selected}
      onToggle={(v) => (v === 'pets' ? patch({ petsAllowed: !draft.petsAllowed }) : patch({ facilities: toggle(draft.facilities, v) }))}
    />
  );
}

/** Accessibility facilities, a group of their own beside the facilities: the hotel must have every one chosen. */
export function AccessibilitySection({ facets, draft, patch }: { facets: Facets; draft: SearchCriteria; patch: Patch }) {
  const { t } = useTranslation();
  return (
    <OptionsSection
      title={t('filters.accessibility')}
      options={facets.accessibility.map((o) => ({ ...o, label: o.label || t(`filters.accessibilityFacility.${o.value}`) }))}
      selected={draft.accessibility}
      onToggle={(v) => patch({ accessibility: toggle(draft.accessibility, v) })}
    />
  );
}

/** Stars 3, 4, 5, multi-select. */
export function StarsSection({ facets, draft, patch }: { facets: Facets; draft: SearchCriteria; patch: Patch }) {
  const { t } = useTranslation();
  const id = useId();
  const countOf = (s: Star) => facets.stars.find((o) => Number(o.value) === s)?.count;
  return (
    <fieldset className="sf-search-filter" aria-labelledby={`${id}-t`}>
      <legend id={`${id}-t`} className="sf-search-filter__title">
        {t('filters.stars')}
      </legend>
      <div className="sf-search-chips">
        {STAR_OPTIONS.map((s) => {
          const selected = draft.stars.includes(s);
          const count = countOf(s);
          return (
            <button
              key={s}
              type="button"
              className="sf-search-chip"
              aria-pressed={selected}
              disabled={count === 0 && !selected}
              onClick={() => patch({ stars: toggle(draft.stars, s).sort() as Star[] })}
            >
              {t('filters.starsValue', { count: s })}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Score: 9 (Superb), 8 (Very good), 7 (Pleasant) or all; clicking the selected score unselects it. */
export function ScoreSection({ draft, patch }: { draft: SearchCriteria; patch: Patch }) {
  const { t } = useTranslation();
  const id = useId();
  const current = draft.hotelScore;
  const choose = (s: ScoreOption | undefined) => patch({ hotelScore: s === current ? undefined : s, minHotelReviewScore: undefined });
  return (
    <fieldset className="sf-search-filter" aria-labelledby={`${id}-t`}>
      <legend id={`${id}-t`} className="sf-search-filter__title">
        {t('filters.score')}
      </legend>
      <div className="sf-search-chips" role="group">
        {SCORE_OPTIONS.map((s) => (
          <button key={s} type="button" className="sf-search-chip" aria-pressed={current === s} onClick={() => choose(s)}>
            {t(`filters.scoreOption.${s}`)}
          </button>
        ))}
        <button type="button" className="sf-search-chip" aria-pressed={current === undefined} onClick={() => patch({ hotelScore: undefined, minHotelReviewScore: undefined })}>
          {t('filters.scoreOption.all')}
        </button>
      </div>
    </fieldset>
  );
}

/** Free cancellation: offers whose policy is cancellable until a deadline, with its count. */
export function CancellationSection({ facets, draft, patch }: { facets: Facets; draft: SearchCriteria; patch: Patch }) {
  const { t } = useTranslation();
  const option = facets.freeCancellation;
  return (
    <OptionsSection
      title={t('filters.cancellation')}
      options={option ? [{ ...option, label: option.label || t('filters.freeCancellation') }] : []}
      selected={draft.freeCancellation ? ['free'] : []}
      onToggle={() => patch({ freeCancellation: !draft.freeCancellation })}
    />
  );
}

/** 'More filters': free cancellation, hotel types, environments, styles, stars, score. */
export function MoreSection({ facets, draft, patch }: { facets: Facets; draft: SearchCriteria; patch: Patch }) {
  const { t } = useTranslation();
  return (
    <>
      <CancellationSection facets={facets} draft={draft} patch={patch} />
      <StarsSection facets={facets} draft={draft} patch={patch} />
      <ScoreSection draft={draft} patch={patch} />
      <OptionsSection title={t('filters.hotelTypes')} options={facets.hotelTypes} selected={draft.hotelTypes} onToggle={(v) => patch({ hotelTypes: toggle(draft.hotelTypes, v) })} />
      <OptionsSection
        title={t('filters.hotelEnvironments')}
        options={facets.hotelEnvironments}
        selected={draft.hotelEnvironments}
        onToggle={(v) => patch({ hotelEnvironments: toggle(draft.hotelEnvironments, v) })}
      />
      <OptionsSection title={t('filters.hotelStyles')} options={facets.hotelStyles} selected={draft.hotelStyles} onToggle={(v) => patch({ hotelStyles: toggle(draft.hotelStyles, v) })} />
    </>
  );
}
