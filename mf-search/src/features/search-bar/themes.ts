/**
 * The search bar's theme field (not in the hotel flow): the themes of GET {api}/themes.json for the flow's kind
 * (activity themes in the activity flow, stay themes otherwise), themes without offers left out unless chosen,
 * and a reduced list in the `themeList: 'reduced'` experiment variant.
 */
import { useEffect, useState } from 'react';
import type { ExperimentVariants } from '@storefront/contracts';
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

/** The themes of the flow's kind (empty while loading or when the call fails; failures are logged). */
export function useThemes(flow: Flow, enabled = true): ThemeView[] {
  const { client, context } = useApp();
  const kind = themeKindOf(flow);
  const [themes, setThemes] = useState<ThemeView[]>([]);
  useEffect(() => {
    if (!enabled) return;
    const key = `${context.locale}:${kind}`;
    let promise = cache.get(key);
    if (!promise) {
      promise = fetchThemes(client, kind);
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
  }, [client, context.locale, kind, enabled]);
  return themes;
}

/** For tests. */
export function clearThemeCache(): void {
  cache.clear();
}
