/** Mobile 'Sort by' bottom drawer (a chunk of its own, fetched when it opens). */
import { useId } from 'react';
import { DEFAULT_SORT, sortOptions } from '@storefront/criteria';
import { Drawer } from '@storefront/ui';
import { useTranslation } from '@storefront/i18n';
import type { SortProps } from './sort';

/** Mobile: the 'Sort by' drawer with one radio per option. */
export function SortDrawer({ flow, criteria, onSort, open, onClose }: SortProps & { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const options = sortOptions(flow, criteria);
  const current = criteria.sort ?? DEFAULT_SORT;
  return (
    <Drawer open={open} onClose={onClose} title={t('sort.title')} side="bottom">
      <div role="radiogroup" aria-label={t('sort.title')} className="sf-search-sort-drawer">
        {options.map((o) => (
          <label key={o} className="sf-search-radio">
            <input
              type="radio"
              name={id}
              value={o}
              checked={current === o}
              onChange={() => {
                onSort(o);
                onClose();
              }}
            />
            <span>{t(`sort.option.${o}`)}</span>
          </label>
        ))}
      </div>
    </Drawer>
  );
}
