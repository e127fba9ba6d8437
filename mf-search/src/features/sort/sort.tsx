/** Sort (search.md §2, §5): the options the flow allows; a dropdown on desktop, a 'Sort by' bottom drawer on mobile (./sort-drawer). */
import { useId } from 'react';
import { DEFAULT_SORT, sortOptions, type Flow, type SearchCriteria, type SortKey } from '@storefront/criteria';
import { useTranslation } from '@storefront/i18n';

export interface SortProps {
  flow: Flow;
  criteria: SearchCriteria;
  onSort: (sort: SortKey) => void;
}

/** Desktop: a labelled native select (keyboard and screen-reader friendly). */
export function SortSelect({ flow, criteria, onSort }: SortProps) {
  const { t } = useTranslation();
  const id = useId();
  const options = sortOptions(flow, criteria);
  if (!options.length) return null;
  return (
    <div className="sf-search-sort">
      <label htmlFor={id} className="sf-search-sort__label">
        {t('sort.title')}
      </label>
      <select id={id} className="sf-search-select" value={criteria.sort ?? DEFAULT_SORT} onChange={(e) => onSort(e.target.value as SortKey)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {t(`sort.option.${o}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
