/**
 * Themes and keyword pages: the search bar's theme list per locale (GET /api/themes.json), the theme of an idea
 * keyword page (/idee/{slug}, /tema/{slug}, /thema/{slug}, /idea/{slug} -> GET /api/themes/{slug}.json) and the city
 * of a city keyword page (/ville/{slug}, /ciudad/{slug}, /stad/{slug}, /citta/{slug} -> GET /api/cities/{slug}.json).
 * Counts: stay themes count the stays a search with that theme lists (booking flow, no dates: searchable, not
 * expired, with a from-price); activity themes count published activity-only products.
 */
import { sql } from 'drizzle-orm';
import { paths } from '@storefront/contracts';
import { queryRows, type Db } from '../db';
import { languageOf } from '../db/schema';
import { ApiError } from '../server/errors';
import { cached } from './cache';
import { siteOf } from './cards';
import { READ_MODEL } from './read-model';
import type { CityResponse, ThemeDetail, ThemeKind, ThemeSummary } from './schemas';

interface ThemeRow {
  id: number;
  kind: ThemeKind;
  label: string;
  slug: string;
  icon: string;
  description: string | null;
  count: number;
}

/** Every theme with its label and slug in the locale's language and its offer count (cached). */
async function allThemes(db: Db, locale: string): Promise<ThemeRow[]> {
  const lang = languageOf(locale);
  return cached(db, `themes:${lang}`, () =>
    queryRows<ThemeRow>(
      db,
      sql`select t.id, t.kind, t.label->>${lang} as label, t.slug->>${lang} as slug, t.icon, t.description->>${lang} as description,
            case when t.kind = 'stay' then coalesce(st.n, 0) else coalesce(ap.n, 0) end::integer as count
          from themes t
          left join (
            select th as theme_id, count(*) as n from ${sql.raw(READ_MODEL)} s cross join unnest(s.theme_ids) th
            where s.kind = 'stay' and s.from_price is not null and (s.expires_on is null or s.expires_on >= current_date)
            group by th
          ) st on st.theme_id = t.id
          left join (select theme_id, count(*) as n from activity_products where published group by theme_id) ap on ap.theme_id = t.id
          order by t.position, t.id`,
    ),
  );
}

function summary(locale: string, t: ThemeRow): ThemeSummary {
  return {
    id: t.id,
    label: t.label,
    slug: t.slug,
    kind: t.kind,
    icon: t.icon,
    count: t.count,
    uri: paths(siteOf(locale)).keyword('idea', t.slug),
  };
}

/** GET /api/themes.json: the themes of the locale (optionally of one kind), in display order. */
export async function themeList(db: Db, options: { locale: string; kind?: ThemeKind }): Promise<ThemeSummary[]> {
  const rows = await allThemes(db, options.locale);
  return rows.filter((t) => !options.kind || t.kind === options.kind).map((t) => summary(options.locale, t));
}

/**
 * GET /api/themes/{slug}.json: the theme whose slug in the locale's language is `slug` (case-insensitive); a
 * slug shared by a stay and an activity theme gives the stay theme unless `kind` says otherwise. 404 otherwise.
 */
export async function themeBySlug(db: Db, options: { locale: string; slug: string; kind?: ThemeKind }): Promise<ThemeDetail> {
  const slug = options.slug.toLowerCase();
  const matches = (await allThemes(db, options.locale)).filter((t) => t.slug === slug);
  const theme = matches.find((t) => t.kind === (options.kind ?? 'stay')) ?? (options.kind ? undefined : matches[0]);
  if (!theme) throw new ApiError(404, 'NOT_FOUND', `No theme with slug "${options.slug}"`);
  return { ...summary(options.locale, theme), description: theme.description ?? '' };
}

/**
 * GET /api/cities/{slug}.json: the city with that slug (the best known one when several share it), with its label in
 * the locale's language, position and region; 404 when no city has it.
 */
export async function cityBySlug(db: Db, options: { locale: string; slug: string }): Promise<CityResponse> {
  const lang = languageOf(options.locale);
  const [city] = await queryRows<Omit<CityResponse, 'uri'>>(
    db,
    sql`select p.id, p.slug, p.name->>${lang} as label, p.category, p.lat as latitude, p.lng as longitude,
          p.postal_code as postalcode, coalesce(rg.name->>${lang}, co.name->>${lang}) as "parentLabel"
        from places p
        left join places rg on rg.id = p.region_id
        left join places co on co.id = p.country_id
        where p.category = 'city' and p.slug = ${options.slug.toLowerCase()}
        order by p.weight desc, p.id
        limit 1`,
  );
  if (!city) throw new ApiError(404, 'NOT_FOUND', `No city with slug "${options.slug}"`);
  return { ...city, uri: paths(siteOf(options.locale)).keyword('city', city.slug) };
}
