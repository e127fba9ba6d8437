/** The four shipped languages. fr_FR and fr_BE use `fr`, es_ES `es`, nl_BE and nl_NL `nl`, it_IT `it`. */
export type Lang = 'fr' | 'es' | 'nl' | 'it';

export const LANGS: readonly Lang[] = ['fr', 'es', 'nl', 'it'];

/** One text in every shipped language. */
export type Localized = Readonly<Record<Lang, string>>;

export type SiteLocale = 'fr_FR' | 'es_ES' | 'fr_BE' | 'nl_BE' | 'nl_NL' | 'it_IT';

export const SITE_LOCALES: readonly SiteLocale[] = ['fr_FR', 'es_ES', 'fr_BE', 'nl_BE', 'nl_NL', 'it_IT'];

const LANG_BY_LOCALE: Record<SiteLocale, Lang> = {
  fr_FR: 'fr',
  fr_BE: 'fr',
  es_ES: 'es',
  nl_BE: 'nl',
  nl_NL: 'nl',
  it_IT: 'it',
};

/** Language of a site locale; throws on an unknown locale so bad input never yields `undefined` text. */
export function langOf(locale: SiteLocale | string): Lang {
  const lang = LANG_BY_LOCALE[locale as SiteLocale];
  if (!lang) throw new RangeError(`Unknown locale "${locale}" (expected one of ${SITE_LOCALES.join(', ')})`);
  return lang;
}

/** The text of `item` for a language or a site locale. */
export function pick(item: Localized, langOrLocale: Lang | SiteLocale): string {
  const lang = (LANGS as readonly string[]).includes(langOrLocale) ? (langOrLocale as Lang) : langOf(langOrLocale);
  return item[lang];
}

/** Replaces `{key}` placeholders; unknown keys are left as they are so a missing value is visible, not silent. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.prototype.hasOwnProperty.call(values, key) ? String(values[key]) : whole,
  );
}

/** Placeholder names used in a template, sorted and unique, e.g. `['city', 'region']`. */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string))].sort();
}

/** Shorthand for a `Localized` text: l(fr, es, nl, it). */
export function l(fr: string, es: string, nl: string, it: string): Localized {
  return { fr, es, nl, it };
}
