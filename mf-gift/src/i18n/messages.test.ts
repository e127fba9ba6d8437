import fr from './fr';
import es from './es';
import nl from './nl';
import itMessages from './it';

const resources = { fr, es, nl, it: itMessages };

function leaves(tree: object, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out[`${prefix}${k}`] = v;
    else Object.assign(out, leaves(v as object, `${prefix}${k}.`));
  }
  return out;
}

describe('message files', () => {
  const reference = leaves(fr);
  it.each(['es', 'nl', 'it'] as const)('%s has every French key, each translated and with the same placeholders', (lng) => {
    const messages = leaves(resources[lng]!);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(reference).sort());
    const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
    let same = 0;
    for (const [key, value] of Object.entries(messages)) {
      expect(value.trim()).not.toBe('');
      expect({ key, p: placeholders(value) }).toEqual({ key, p: placeholders(reference[key]!) });
      if (value === reference[key]) same++;
    }
    // only words shared by both languages (Total, Menu, Hotel, +{{price}}...) may equal the French text
    expect(same / Object.keys(messages).length).toBeLessThan(0.05);
  });
});
