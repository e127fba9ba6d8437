/** Record a viewed stay or activity once per id (stored locally and announced on the bus). */
import { useEffect, useRef } from 'react';
import type { RecentlyViewedItem } from '@storefront/contracts';
import { addRecentlyViewed } from './store';

export function useRecentlyViewed(item: RecentlyViewedItem | null): void {
  const done = useRef<string | null>(null);
  const latest = useRef(item);
  latest.current = item;
  const key = item ? `${item.type}:${item.id}` : null;
  useEffect(() => {
    if (!key || done.current === key || !latest.current) return;
    done.current = key;
    addRecentlyViewed(latest.current);
  }, [key]);
}
