/**
 * Narrow runtime guards for the parts of CMS answers the generated OpenAPI types leave open (`unknown` below the
 * top level). They read one field at a time and normalise what is missing or of the wrong kind: a wrong value
 * becomes an empty one (or drops its list item), never a crash.
 */
export type Fields = Record<string, unknown>;

export function isRecord(value: unknown): value is Fields {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** The object, or an empty one. */
export function record(value: unknown): Fields {
  return isRecord(value) ? value : {};
}

export function text(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

/** A non-blank string, or undefined. */
export function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function flag(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/** A finite number (numeric strings accepted), or the fallback. */
export function count(value: unknown, fallback = 0): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
}

export function optionalCount(value: unknown): number | undefined {
  const n = count(value, Number.NaN);
  return Number.isNaN(n) ? undefined : n;
}

/** One of the allowed values, or the fallback. */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** Maps each object of a list; items that are not objects, or that the mapper rejects (null), are dropped. */
export function list<T>(value: unknown, map: (item: Fields) => T | null): T[] {
  if (!Array.isArray(value)) return [];
  const out: T[] = [];
  for (const item of value) {
    if (!isRecord(item)) continue;
    const mapped = map(item);
    if (mapped !== null) out.push(mapped);
  }
  return out;
}
