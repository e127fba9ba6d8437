/** Dutch register: the storefront addresses the visitor informally ('je'), as the shell, mf-content and mf-search do. */
import nl from './nl';

/** Formal second person: u, uw, uzelf (not 'u' for uur after a number, as in '1 u'). */
const FORMAL = /(?<!\d )\b(u|uw|uzelf)\b/i;

function texts(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, v]) => texts(v, path ? `${path}.${key}` : key));
  return [];
}

describe('Dutch messages', () => {
  it("say 'je', never 'u' or 'uw'", () => {
    expect(texts(nl).filter(([, text]) => FORMAL.test(text))).toEqual([]);
    expect(texts(nl).find(([key]) => key === 'booking.title')?.[1]).toBe('Boek je verblijf');
  });
});
