/** Dutch register: the storefront addresses the visitor informally ('je'), as mf-content and mf-search do. */
import nl from './nl';

/** Formal second person: u, uw, uzelf (not 'u' for uur after a number, as in '1 u'). */
const FORMAL = /(?<!\d )\b(u|uw|uzelf)\b/i;

describe('Dutch messages', () => {
  it("say 'je', never 'u' or 'uw'", () => {
    const formal = Object.entries(nl).filter(([, text]) => FORMAL.test(text));
    expect(formal).toEqual([]);
    expect(nl.searchLabel).toBe('Waar wil je naartoe?');
  });
});
