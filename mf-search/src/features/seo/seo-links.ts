/**
 * The results page's suggestion links (search.md §2 'Other sections'): nearby destinations (the towns of the
 * hotels found, each to its city keyword page), wider areas (the destination's department, region, country from
 * the search details) and popular themes (of the flow's kind, by offer count).
 */
import { DESTINATION_CATEGORIES, type DestinationCategory } from '@storefront/criteria';
import type { OfferView, PlaceView, ThemeView } from '../../api/types';

export const NEARBY_LINKS_MAX = 8;
export const POPULAR_THEMES_MAX = 6;

export interface NearbyLink {
  label: string;
  href: string;
}

/** Distinct hotel towns of the offers shown (API keyword-page links), the current destination left out. */
export function nearbyDestinations(offers: readonly OfferView[], current: string | null | undefined, max = NEARBY_LINKS_MAX): NearbyLink[] {
  const seen = new Set<string>();
  const out: NearbyLink[] = [];
  const skip = current?.trim().toLowerCase();
  for (const o of offers) {
    const href = o.hotel.locationUri;
    const label = o.hotel.locationLabel?.trim();
    if (!href || !label || label.toLowerCase() === skip || seen.has(href)) continue;
    seen.add(href);
    out.push({ label, href });
    if (out.length >= max) break;
  }
  return out;
}

/** The areas a search can widen to: the destination's parents in the hierarchy (no city or hotel, no namesake). */
export function widerAreas(hierarchy: readonly PlaceView[] | undefined, destination: PlaceView | null | undefined): (PlaceView & { category: DestinationCategory })[] {
  return (hierarchy ?? []).filter(
    (p): p is PlaceView & { category: DestinationCategory } =>
      (DESTINATION_CATEGORIES as readonly string[]).includes(p.category) &&
      p.category !== 'city' &&
      p.category !== 'hotel' &&
      !(destination && (p.id === destination.id || p.label === destination.label)),
  );
}

/** The themes with the most offers (other than the one searched), in display order. */
export function popularThemes(themes: readonly ThemeView[], current: string | undefined, max = POPULAR_THEMES_MAX): ThemeView[] {
  const top = new Set(
    themes
      .filter((t) => t.count > 0 && t.id !== current)
      .sort((a, b) => b.count - a.count)
      .slice(0, max)
      .map((t) => t.id),
  );
  return themes.filter((t) => top.has(t.id));
}

export type SeoCase = 'both' | 'destination' | 'theme' | 'none';

export function seoCase(destination: string | null | undefined, theme: string | null | undefined): SeoCase {
  if (destination && theme) return 'both';
  if (destination) return 'destination';
  if (theme) return 'theme';
  return 'none';
}
