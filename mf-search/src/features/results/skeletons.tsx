import { Skeleton } from '@storefront/ui';

/** Card placeholders while results load. */
export function ResultsSkeleton({ count = 6, label }: { count?: number; label: string }) {
  return (
    <div className="sf-search-grid" role="status" aria-live="polite" aria-label={label} data-testid="results-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="sf-search-card sf-search-card--skeleton" aria-hidden="true">
          <Skeleton height={180} />
          <div className="sf-search-card__body">
            <Skeleton shape="text" lines={3} />
          </div>
        </div>
      ))}
    </div>
  );
}
