import { invalidRequest, parameterMissing } from './stripe-error';

// Stripe's v1 API takes application/x-www-form-urlencoded bodies (and query strings) with bracket notation:
// metadata[orderUuid]=42, card[number]=4242..., expand[0]=latest_charge (the SDK's form) or expand[]=...
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

/** Decodes a form-encoded string into nested objects and arrays; throws a 400 on an unbalanced key. */
export function decodeForm(text: string): FormObject {
  // null-prototype objects: a key such as metadata[__proto__] is data, never the object's prototype
  const root: FormObject = Object.create(null);
  for (const [key, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) throw invalidRequest(`Invalid parameter name: ${key}`, { param: key });
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
    let node: FormObject = root;
    path.forEach((segment, i) => {
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (i === path.length - 1) {
        node[name] = value;
        return;
      }
      const next = node[name];
      if (typeof next === 'object' && !Array.isArray(next)) node = next;
      else node = node[name] = Object.create(null) as FormObject;
    });
  }
  return toArrays(root) as FormObject;
}

/** Objects whose keys are all indexes (expand[0], expand[1]) become arrays. */
function toArrays(value: FormValue): FormValue {
  if (typeof value !== 'object' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted: FormObject = Object.create(null);
  for (const k of keys) converted[k] = toArrays(value[k]!);
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => converted[k]!);
  }
  return converted;
}

/**
 * Typed reads of a request's parameters. A handler reads every parameter it accepts, then calls `end()`, which
 * refuses any other one as Stripe does ('Received unknown parameter'), before the handler changes anything.
 */
export class Params {
  private readonly read = new Set<string>();

  constructor(
    private readonly values: FormObject,
    private readonly prefix = '',
  ) {}

  private name(key: string): string {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }

  private raw(key: string): FormValue | undefined {
    this.read.add(key);
    return this.values[key];
  }

  has(key: string): boolean {
    return this.values[key] !== undefined;
  }

  /** A string; '' reads as null (Stripe's way to unset a nullable field). */
  string(key: string): string | null | undefined {
    const v = this.raw(key);
    if (v === undefined) return undefined;
    if (typeof v !== 'string')
      throw invalidRequest(`Invalid string: ${this.name(key)} must be a string`, { param: this.name(key) });
    return v === '' ? null : v;
  }

  requiredString(key: string): string {
    const v = this.string(key);
    if (v == null) throw parameterMissing(this.name(key));
    return v;
  }

  integer(key: string): number | undefined {
    const v = this.raw(key);
    if (v === undefined) return undefined;
    if (typeof v !== 'string' || !/^-?\d{1,15}$/.test(v)) {
      throw invalidRequest(`Invalid integer: ${typeof v === 'string' ? v : '[object]'}`, {
        code: 'parameter_invalid_integer',
        param: this.name(key),
      });
    }
    return Number(v);
  }

  boolean(key: string): boolean | undefined {
    const v = this.raw(key);
    if (v === undefined) return undefined;
    if (v !== 'true' && v !== 'false')
      throw invalidRequest(`Invalid boolean: ${typeof v === 'string' ? v : '[object]'}`, {
        param: this.name(key),
      });
    return v === 'true';
  }

  oneOf<T extends string>(key: string, allowed: readonly T[]): T | undefined {
    const v = this.string(key);
    if (v == null) return undefined;
    if (!(allowed as readonly string[]).includes(v)) {
      throw invalidRequest(`Invalid ${this.name(key)}: must be one of ${allowed.join(', ')}`, {
        param: this.name(key),
      });
    }
    return v as T;
  }

  strings(key: string): string[] | undefined {
    const v = this.raw(key);
    if (v === undefined) return undefined;
    if (!Array.isArray(v) || v.some((s) => typeof s !== 'string')) {
      throw invalidRequest(`Invalid array: ${this.name(key)} must be an array of strings`, {
        param: this.name(key),
      });
    }
    return v as string[];
  }

  /** Nested parameters (card[number], automatic_payment_methods[enabled]); read them, then call their end(). */
  object(key: string): Params | undefined {
    const v = this.raw(key);
    if (v === undefined) return undefined;
    if (typeof v !== 'object' || Array.isArray(v))
      throw invalidRequest(`Invalid object: ${this.name(key)}`, { param: this.name(key) });
    return new Params(v, this.name(key));
  }

  /**
   * Metadata changes: key → value to set, or null to delete (metadata[key]=''); `metadata=''` (all null) clears all.
   * Stripe's limits: 50 keys, keys up to 40 characters, values up to 500.
   */
  metadata(key = 'metadata'): Record<string, string | null> | 'clear' | undefined {
    const v = this.raw(key);
    if (v === undefined) return undefined;
    if (v === '') return 'clear';
    if (typeof v !== 'object' || Array.isArray(v)) throw invalidRequest('Invalid object', { param: key });
    const entries = Object.entries(v);
    if (entries.length > 50) throw invalidRequest('Metadata can have up to 50 keys.', { param: key });
    const out: Record<string, string | null> = {};
    for (const [k, value] of entries) {
      if (typeof value !== 'string')
        throw invalidRequest(`Invalid string: ${key}[${k}]`, { param: `${key}[${k}]` });
      if (k.length > 40)
        throw invalidRequest(`Metadata keys can be up to 40 characters long: ${k}`, {
          param: `${key}[${k}]`,
        });
      if (value.length > 500)
        throw invalidRequest(`Metadata values can be up to 500 characters long.`, { param: `${key}[${k}]` });
      out[k] = value === '' ? null : value;
    }
    return out;
  }

  /** Refuses what no read asked for. */
  end(): void {
    const unknown = Object.keys(this.values).find((k) => !this.read.has(k));
    if (unknown !== undefined) {
      throw invalidRequest(`Received unknown parameter: ${this.name(unknown)}`, {
        code: 'parameter_unknown',
        param: this.name(unknown),
      });
    }
  }
}

/** Applies metadata changes read by Params.metadata to an object's metadata. */
export function applyMetadata(
  current: Record<string, string>,
  change: ReturnType<Params['metadata']>,
): Record<string, string> {
  if (change === undefined) return current;
  if (change === 'clear') return {};
  const next = { ...current };
  for (const [k, v] of Object.entries(change)) {
    if (v === null) delete next[k];
    else next[k] = v;
  }
  return next;
}
