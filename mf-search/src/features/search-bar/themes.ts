/**
 * The search bar's theme field (not in the hotel flow): the themes of GET {api}/themes.json for the flow's kind
 * (activity themes in the activity flow, stay themes otherwise), themes without offers left out unless chosen,
 * and a reduced list in the `themeList: 'reduced'` experiment variant.
 */
import { useEffect, useState } from 'react';
import type { ExperimentVariants, SiteCode } from '@storefront/contracts';
import { useFirstViewData } from '@storefront/ui';
import type { Flow } from '@storefront/criteria';
import { isCancelled } from '@storefront/api-client';
import { useApp } from '../../app-context';
import { fetchThemes, logSearchError } from '../../api/search';
import type { ThemeView } from '../../api/types';

/** Themes kept in the reduced variant: the ones with the most offers. */
export const REDUCED_THEME_COUNT = 6;

export interface ThemeChoice {
  id: string;
  label: string;
}

export function themeKindOf(flow: Flow): ThemeView['kind'] {
  return flow === 'activity' ? 'activity' : 'stay';
}

/**
 * The options of the theme field, in display order: themes with offers (the `REDUCED_THEME_COUNT` with the most
 * offers in the reduced variant), plus the selected theme whatever its count.
 */
export function themeChoices(themes: readonly ThemeView[], variant: ExperimentVariants['themeList'], selected?: string): ThemeChoice[] {
  let kept = themes.filter((t) => t.count > 0);
  if (variant === 'reduced') {
    const top = new Set(
      [...kept]
        .sort((a, b) => b.count - a.count)
        .slice(0, REDUCED_THEME_COUNT)
        .map((t) => t.id),
    );
    kept = kept.filter((t) => top.has(t.id));
  }
  const chosen = selected ? themes.find((t) => t.id === selected) : undefined;
  if (chosen && !kept.includes(chosen)) kept = [...kept, chosen];
  return kept.map((t) => ({ id: t.id, label: t.label }));
}

/** Theme lists per site and kind, fetched once per page. */
const cache = new Map<string, Promise<ThemeView[]>>();

/** The key of a site's theme list of one kind (in the cache, and in a first view's data). */
export function themesKey(locale: SiteCode, kind: ThemeView['kind']): string {
  return `themes|${locale}|${kind}`;
}

/**
 * The themes of the flow's kind (empty while loading or when the call fails; failures are logged). A page the server
 * rendered starts from the list its render had (its first view: the search bar's theme field and the popular themes
 * of the SEO section are in its HTML), without fetching it again.
 */
export function useThemes(flow: Flow, enabled = true): ThemeView[] {
  const { client, context } = useApp();
  const kind = themeKindOf(flow);
  const key = themesKey(context.locale, kind);
  const given = useFirstViewData<ThemeView[]>(enabled ? key : null);
  const [themes, setThemes] = useState<ThemeView[]>(() => given ?? []);
  useEffect(() => {
    if (!enabled) return;
    let promise = cache.get(key);
    if (!promise) {
      promise = given ? Promise.resolve(given) : fetchThemes(client, kind);
      cache.set(key, promise);
      promise.catch(() => cache.delete(key));
    }
    let live = true;
    promise.then(
      (list) => live && setThemes(list),
      (error: unknown) => {
        if (!isCancelled(error)) logSearchError(client, 'mf-search.themes', error);
      },
    );
    return () => {
      live = false;
    };
    // `given` belongs to `key`: it is not a reason to run again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key, kind, enabled]);
  return themes;
}

/** For tests. */
export function clearThemeCache(): void {
  cache.clear();
}
