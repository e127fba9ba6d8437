/** Pagination links: keep the query, the flow and a zero-based page parameter. */
import type { SearchState } from '@storefront/criteria';
import { useTranslation } from '@storefront/i18n';
import { pageCountOf, paginationItems } from './pagination';

export function Pagination({ state, totalCount, pageSize, hrefOf, onNavigate }: { state: SearchState; totalCount: number; pageSize: number; hrefOf: (page: number) => string; onNavigate: (page: number) => void }) {
  const { t } = useTranslation();
  const count = pageCountOf(totalCount, pageSize);
  const current = Math.min(state.page ?? 0, Math.max(0, count - 1));
  const items = paginationItems(current, count);
  if (!items.length) return null;
  const link = (page: number, label: string, text: string, extra?: { current?: boolean }) => (
    <a
      href={hrefOf(page)}
      aria-label={label}
      aria-current={extra?.current ? 'page' : undefined}
      className={`sf-search-page${extra?.current ? ' sf-search-page--current' : ''}`}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        onNavigate(page);
      }}
    >
      {text}
    </a>
  );
  return (
    <nav className="sf-search-pagination" aria-label={t('pagination.label')}>
      {current > 0 && link(current - 1, t('pagination.previous'), '‹')}
      <ul>
        {items.map((item) =>
          item.type === 'gap' ? (
            <li key={item.key} aria-hidden="true" className="sf-search-page-gap">
              …
            </li>
          ) : (
            <li key={item.page}>{link(item.page, item.current ? t('pagination.current', { page: item.page + 1 }) : t('pagination.page', { page: item.page + 1 }), String(item.page + 1), { current: item.current })}</li>
          ),
        )}
      </ul>
      {current < count - 1 && link(current + 1, t('pagination.next'), '›')}
    </nav>
  );
}
