/**
 * Experiment variants (dates, themeList, popularDates, promoBanner) from the configured allocation. A visitor keeps
 * their variant in a cookie; `?xp=dates:forced,themeList:reduced` forces variants for testing (and is kept).
 * The server draws a first visitor's variants for the first HTML (it reserves the banners' space by the promo
 * banner variant) and sets the cookie; the shell then reads the same variants from it.
 */
import type { ExperimentVariants } from './context';
import type { ExperimentAllocation, ExperimentsConfig } from './runtime-config';
import type { SiteCode } from './sites';

export const EXPERIMENT_COOKIE = 'sf_xp';
/** A visitor keeps their variants for 180 days. */
export const EXPERIMENT_COOKIE_MAX_AGE_S = 180 * 24 * 3600;
export const EXPERIMENT_PARAM = 'xp';
const NAMES: (keyof ExperimentVariants)[] = ['dates', 'themeList', 'popularDates', 'promoBanner'];

function parsePairs(value: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (!value) return out;
  for (const pair of value.split(/[,|]/)) {
    const [name, variant] = pair.split(':').map((s) => s.trim());
    if (name && variant) out[name] = variant;
  }
  return out;
}

function pick(allocation: ExperimentAllocation, random: () => number): string {
  const entries = Object.entries(allocation.variants).filter(([, w]) => w > 0);
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  if (!total) return 'control';
  let r = random() * total;
  for (const [variant, weight] of entries) {
    r -= weight;
    if (r < 0) return variant;
  }
  return entries[entries.length - 1]?.[0] ?? 'control';
}

export interface Assignment {
  variants: ExperimentVariants;
  /** Value to store in the experiment cookie. */
  cookieValue: string;
}

/**
 * Assigns every experiment: a forced variant from the URL, else the cookie's, else a weighted draw.
 * A site outside an experiment's `sites` always gets 'control'; unknown variants are ignored.
 */
export function assignVariants(config: ExperimentsConfig, site: SiteCode, cookie: string | null, search: string, random: () => number = Math.random): Assignment {
  const forced = parsePairs(new URLSearchParams(search).get(EXPERIMENT_PARAM));
  const kept = parsePairs(cookie);
  const variants = {} as Record<string, string>;
  for (const name of NAMES) {
    const allocation = config[name] as ExperimentAllocation | undefined;
    if (!allocation || (allocation.sites && !allocation.sites.includes(site))) {
      variants[name] = 'control';
      continue;
    }
    const valid = (v: string | undefined): v is string => !!v && (v === 'control' || v in allocation.variants);
    const chosen = [forced[name], kept[name]].find(valid);
    variants[name] = chosen ?? pick(allocation, random);
  }
  const keep = { ...kept, ...variants };
  return {
    variants: variants as unknown as ExperimentVariants,
    cookieValue: Object.entries(keep)
      .map(([k, v]) => `${k}:${v}`)
      .join(','),
  };
}

/** The promo banner experiment (`experiments.promoBanner`) and its variant that shows the default experiment banner. */
export const PROMO_BANNER_EXPERIMENT = 'promoBanner';
export const PROMO_BANNER_VARIANT = 'extra10';

/**
 * The promo bar a visitor in the promo banner experiment's 'extra10' variant sees, as mf-content renders it and as
 * the server reserves its space: in the booking flow the default experiment banner's link comes first in the booking
 * bar (an equal CMS link is not repeated), or `ownBar` makes a bar of its own when there is no booking bar; other
 * flows keep their bar as it is.
 */
export function withExperimentLink<Link extends { label?: string; url?: string }, Bar extends { flow?: string; links?: Link[] }>(
  bar: Bar | null,
  link: Link,
  flow: string,
  ownBar: (link: Link) => Bar,
): Bar | null {
  if (flow !== 'booking') return bar;
  if (bar?.flow === 'booking') return { ...bar, links: [link, ...(bar.links ?? []).filter((l) => l.url !== link.url || l.label !== link.label)] };
  return ownBar(link);
}
