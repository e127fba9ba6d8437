/**
 * CMS content calls of site-wide.md §7, served from `cms_documents` and `minisites` (documents written by the
 * content helper, types in src/content/cms-schemas.ts), the client error log (POST /gateway/logs) and the pages'
 * Content-Security-Policy violation reports (POST /gateway/csp-reports, written to the same log).
 */
import { and, eq, or } from 'drizzle-orm';
import { Type, type TSchema } from 'typebox';
import {
  AnnouncementBannerDocument as AnnouncementDocument,
  CmsPageDocument as PageDocument,
  ContentBoxesDocument,
  FooterDocument,
  GiftBlockDocument,
  HomepageDocument,
  IdeasDocument,
  MinisiteDocument,
  NavigationDocument,
  PromoBarsDocument,
  StaticPageDocument as StaticDocument,
  TargetedBannerDocument,
} from './cms-schemas';
import type { Db } from '../db';
import * as s from '../db/schema';
import { ApiError, invalidField, notFound } from '../server/errors';
import { rateLimitHook } from '../server/rate-limit';
import { Locale, LOCALES } from '../schemas/common';
import { Nullable } from '../product/schemas';
import type { ApiInstance, RouteContext } from '../routes/context';

const TAGS = ['cms'];
const ALL = '*';

const Minisite = Type.Object({
  minisiteId: Type.Integer(),
  minisiteUrl: Type.String({ description: 'Slug of the mini-site URL' }),
  minisiteLocale: Type.String(),
  bannerUrls: Type.Object({ desktop: Type.String(), mobile: Type.String() }),
  partnerName: Nullable(Type.String()),
  logoUrl: Nullable(Type.String()),
  footer: Nullable(Type.String()),
  document: Nullable(MinisiteDocument),
});

const LocaleRequired = Type.Object({ locale: Locale });
const Slug = Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}$', maxLength: 100 });

/** Stored document (its own shape, checked by the response schema); typed loosely for the handlers. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function documentOf(db: Db, kind: string, locale: string | null, key: string): Promise<any> {
  const rows = await db
    .select({ locale: s.cmsDocuments.locale, document: s.cmsDocuments.document })
    .from(s.cmsDocuments)
    .where(
      and(
        eq(s.cmsDocuments.kind, kind),
        eq(s.cmsDocuments.key, key),
        locale ? or(eq(s.cmsDocuments.locale, locale), eq(s.cmsDocuments.locale, ALL)) : eq(s.cmsDocuments.locale, ALL),
      ),
    );
  const row = rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === ALL);
  if (!row) throw notFound(`CMS ${kind}`, locale ? `${key} (${locale})` : key);
  return row.document as never;
}

function minisiteView(row: typeof s.minisites.$inferSelect) {
  return {
    minisiteId: row.id,
    minisiteUrl: row.url,
    minisiteLocale: row.locale,
    bannerUrls: row.bannerUrls,
    partnerName: row.partnerName,
    logoUrl: row.logoUrl,
    footer: row.footer,
    // written by the generator as a MinisiteRow['document'] (the column is typed unknown)
    document: (row.document ?? null) as MinisiteDocument | null,
  };
}

/** Text as stored: without NUL characters (PostgreSQL text cannot hold them). */
const clean = (text: string) => text.split(String.fromCharCode(0)).join('');

/** Longest message stored from a client error log (spec: cut to 256 characters). */
export const LOG_MESSAGE_MAX = 256;

export async function cmsRoutes(app: ApiInstance, { database, config }: RouteContext): Promise<void> {
  const { db } = database;

  const byLocale = (path: string, kind: string, schema: TSchema, summary: string) =>
    app.get(path, { schema: { tags: TAGS, summary, querystring: LocaleRequired, response: { 200: schema } } }, async (request) =>
      documentOf(db, kind, request.query.locale, kind),
    );

  byLocale('/api/cms/homepage', 'homepage', HomepageDocument, 'Homepage content of a site');
  byLocale('/api/cms/promoBars', 'promoBars', PromoBarsDocument, 'Promo bars of a site (pick by page kind and flow)');
  byLocale('/api/cms/navigation', 'navigation', NavigationDocument, 'Main menu and burger menu of a site');
  byLocale('/api/cms/footer', 'footer', FooterDocument, 'Footer of a site');
  byLocale('/api/cms/ideas', 'ideas', IdeasDocument, 'Weekend ideas page of a site');

  app.get(
    '/api/cms/pages/:slug',
    { schema: { tags: TAGS, summary: 'Generic CMS page by first path segment', params: Type.Object({ slug: Slug }), querystring: LocaleRequired, response: { 200: PageDocument } } },
    async (request) => documentOf(db, 'page', request.query.locale, request.params.slug),
  );
  app.get(
    '/api/cms/static/:slug',
    { schema: { tags: TAGS, summary: 'Static content page by slug', params: Type.Object({ slug: Slug }), querystring: LocaleRequired, response: { 200: StaticDocument } } },
    async (request) => documentOf(db, 'static', request.query.locale, request.params.slug),
  );

  // Each content of the front gateway is also a static JSON file of the site (site-wide §7), which non-production
  // sites read: the same document at both paths.
  for (const path of ['/gateway/cms/announcementBanner', '/content/announcementBanner.json']) {
    app.get(path, { schema: { tags: TAGS, summary: 'Announcement banner (every locale)', response: { 200: AnnouncementDocument } } }, async () =>
      documentOf(db, 'announcementBanner', null, 'announcementBanner'),
    );
  }
  const contentBoxesOf = (wanted: string) => {
    const locale = LOCALES.find((l) => l.toLowerCase() === wanted.toLowerCase());
    if (!locale) throw new ApiError(404, 'NOT_FOUND', `No content boxes for ${wanted}`, [{ field: 'locale', message: `must be one of ${LOCALES.map((l) => l.toLowerCase()).join(', ')}` }]);
    return documentOf(db, 'contentBoxes', locale, 'contentBoxes');
  };
  app.get(
    '/gateway/content-boxes-block/:locale',
    {
      schema: {
        tags: TAGS,
        summary: 'Best gift boxes block of a site; locale in lower case (fr_fr)',
        params: Type.Object({ locale: Type.String({ maxLength: 5 }) }),
        response: { 200: ContentBoxesDocument },
      },
    },
    async (request) => contentBoxesOf(request.params.locale),
  );
  app.get(
    '/content/content-boxes-block/:file',
    {
      schema: {
        tags: TAGS,
        summary: 'Best gift boxes block of a site as a static file: {locale in lower case}.json (fr_fr.json)',
        params: Type.Object({ file: Type.String({ maxLength: 64 }) }),
        response: { 200: ContentBoxesDocument },
      },
    },
    async (request) => {
      const name = /^([a-z]{2}_[a-z]{2})\.json$/i.exec(request.params.file);
      // any other name is a file the site does not have
      if (!name?.[1]) throw new ApiError(404, 'NOT_FOUND', 'No such content file', [{ field: 'file', message: 'must be {locale}.json, the locale in lower case (fr_fr.json)' }]);
      return contentBoxesOf(name[1]);
    },
  );
  for (const path of ['/gateway/content/giftBlock', '/content/giftBlock.json']) {
    app.get(path, { schema: { tags: TAGS, summary: 'Gift block content of every locale (pick the entry of the locale)', response: { 200: GiftBlockDocument } } }, async () =>
      documentOf(db, 'giftBlock', null, 'giftBlock'),
    );
  }
  app.get(
    '/content/targetedBanner.json',
    { schema: { tags: TAGS, summary: 'Targeted banner content of every locale', response: { 200: TargetedBannerDocument } } },
    async () => documentOf(db, 'targetedBanner', null, 'targetedBanner'),
  );

  app.get(
    '/api/cms/minisites',
    { schema: { tags: TAGS, summary: 'Partner mini-sites', response: { 200: Type.Object({ minisites: Type.Array(Minisite) }) } } },
    async () => ({ minisites: (await db.select().from(s.minisites).orderBy(s.minisites.id)).map(minisiteView) }),
  );
  app.get(
    '/api/cms/minisites/:idOrSlug',
    {
      schema: {
        tags: TAGS,
        summary: 'One partner mini-site by id (e.g. 360) or URL slug',
        params: Type.Object({ idOrSlug: Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}$', maxLength: 100 }) }),
        response: { 200: Minisite },
      },
    },
    async (request) => {
      const key = request.params.idOrSlug;
      const id = /^[0-9]{1,9}$/.test(key) ? Number(key) : null;
      const [row] = await db
        .select()
        .from(s.minisites)
        .where(id !== null ? or(eq(s.minisites.id, id), eq(s.minisites.url, key)) : eq(s.minisites.url, key))
        .limit(1);
      if (!row) throw notFound('Mini-site', key);
      return minisiteView(row);
    },
  );

  // The client error log is written by browsers without any check: each client (IP address) may store
  // `logsRateLimit` entries a minute, counted in PostgreSQL across processes; beyond that a 429 JSON error with
  // Retry-After (nothing is stored).
  await logRoute(app, { database, config });
  await cspReportRoute(app, { database, config });
}

async function logRoute(app: ApiInstance, { database, config }: RouteContext): Promise<void> {
  const { db } = database;
  app.post(
    '/gateway/logs',
    {
      onRequest: rateLimitHook(db, { bucket: 'logs', max: config.logsRateLimit, windowMs: 60_000 }),
      schema: {
        tags: ['logs'],
        summary: 'Client error log (message cut to 256 characters; LOGS_RATE_LIMIT entries per client and minute, then 429)',
        body: Type.Object({
          level: Type.Union([Type.Literal('ERROR'), Type.Literal('WARN'), Type.Literal('INFO')]),
          locale: Type.Optional(Type.String({ maxLength: 10 })),
          location: Type.Optional(Type.String({ maxLength: 500 })),
          message: Type.String({ maxLength: 20_000 }),
        }),
        response: { 201: Type.Object({ id: Type.Integer(), stored: Type.Literal(true) }), 429: { $ref: 'ErrorResponse#', description: 'Too many log entries from this client' } },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const [row] = await db
        .insert(s.clientErrorLogs)
        .values({
          level: body.level,
          locale: body.locale ? clean(body.locale) : null,
          location: body.location ? [...clean(body.location)].slice(0, 256).join('') : null,
          message: [...clean(body.message)].slice(0, LOG_MESSAGE_MAX).join(''),
        })
        .returning({ id: s.clientErrorLogs.id });
      return reply.status(201).send({ id: row!.id, stored: true as const });
    },
  );
}

/** A page's CSP reports (docs/decisions/0065): small bodies, at most this many reports in one. */
export const CSP_REPORT_BODY_LIMIT = 16 * 1024;
const CSP_REPORTS_MAX = 20;
const ReportText = Type.String({ maxLength: 2048 });
/** `report-uri`'s body (Content-Type application/csp-report). */
const CspReportUri = Type.Object({
  'csp-report': Type.Object({
    'document-uri': Type.Optional(ReportText),
    'effective-directive': Type.Optional(ReportText),
    'violated-directive': Type.Optional(ReportText),
    'blocked-uri': Type.Optional(ReportText),
    'source-file': Type.Optional(ReportText),
    'line-number': Type.Optional(Type.Integer({ minimum: 0 })),
  }),
});
/** The Reporting API's body (`report-to`, Content-Type application/reports+json): a list of reports. */
const ReportingApiReports = Type.Array(
  Type.Object({
    type: ReportText,
    url: Type.Optional(ReportText),
    body: Type.Object({
      documentURL: Type.Optional(ReportText),
      effectiveDirective: Type.Optional(ReportText),
      blockedURL: Type.Optional(ReportText),
      sourceFile: Type.Optional(ReportText),
      lineNumber: Type.Optional(Type.Integer({ minimum: 0 })),
    }),
  }),
  { minItems: 1, maxItems: CSP_REPORTS_MAX },
);

interface Violation {
  document?: string;
  directive?: string;
  blocked?: string;
  source?: string;
  line?: number;
}

function violationsOf(body: unknown): Violation[] {
  if (Array.isArray(body)) {
    return (body as { type: string; url?: string; body: Record<string, string | number | undefined> }[])
      .filter((r) => r.type === 'csp-violation')
      .map(({ url, body: b }) => ({
        document: (b.documentURL as string | undefined) ?? url,
        directive: b.effectiveDirective as string | undefined,
        blocked: b.blockedURL as string | undefined,
        source: b.sourceFile as string | undefined,
        line: b.lineNumber as number | undefined,
      }));
  }
  const r = (body as { 'csp-report': Record<string, string | number | undefined> })['csp-report'];
  return [
    {
      document: r['document-uri'] as string | undefined,
      directive: (r['effective-directive'] ?? r['violated-directive']) as string | undefined,
      blocked: r['blocked-uri'] as string | undefined,
      source: r['source-file'] as string | undefined,
      line: r['line-number'] as number | undefined,
    },
  ];
}

async function cspReportRoute(app: ApiInstance, { database, config }: RouteContext): Promise<void> {
  const { db } = database;
  // what browsers send: the report bodies are JSON under their own media types
  app.addContentTypeParser(['application/csp-report', 'application/reports+json'], { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(invalidField('body', 'must be JSON'), undefined);
    }
  });
  app.post(
    '/gateway/csp-reports',
    {
      // the same per-client quota as the client log, in its own bucket: a page in a loop of violations cannot
      // use up the quota of the client's error reports
      onRequest: rateLimitHook(db, { bucket: 'csp-reports', max: config.logsRateLimit, windowMs: 60_000 }),
      bodyLimit: CSP_REPORT_BODY_LIMIT,
      schema: {
        tags: ['logs'],
        summary: `Content-Security-Policy violation reports of the pages (report-uri or Reporting API bodies, at most ${CSP_REPORT_BODY_LIMIT / 1024} KB; LOGS_RATE_LIMIT a minute per client, then 429), kept in the client log as WARN`,
        body: Type.Union([CspReportUri, ReportingApiReports]),
        response: { 204: Type.Null(), 429: { $ref: 'ErrorResponse#', description: 'Too many reports from this client' } },
      },
    },
    async (request, reply) => {
      const rows = violationsOf(request.body).map((v) => ({
        level: 'WARN',
        location: v.document ? [...clean(v.document)].slice(0, 256).join('') : null,
        message: [...clean(`CSP ${v.directive ?? '?'} blocked ${v.blocked ?? '?'}${v.source ? ` (${v.source}:${v.line ?? 0})` : ''}`)].slice(0, LOG_MESSAGE_MAX).join(''),
      }));
      if (rows.length) await db.insert(s.clientErrorLogs).values(rows);
      return reply.status(204).send(null);
    },
  );
}
