/** Dutch register: the storefront addresses the visitor informally ('je'), as the shell and mf-search do. */
import nl from './nl';

/** Formal second person: u, uw, uzelf (not 'u' for uur after a number, as in '1 u'). */
const FORMAL = /(?<!\d )\b(u|uw|uzelf)\b/i;

function texts(value: unknown, key = ''): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => texts(v, key ? `${key}.${k}` : k));
}

describe('Dutch messages', () => {
  it("say 'je', never 'u' or 'uw'", () => {
    expect(texts(nl).filter(([, text]) => FORMAL.test(text))).toEqual([]);
    expect(nl.newsletter.email).toBe('Je e-mailadres');
  });
});
