import fr from './fr';
import es from './es';
import nl from './nl';
import itMessages from './it';
import { NAMESPACE, createSearchI18n, hasMessages, loadMessages } from './index';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`)));
}

describe('message files', () => {
  const resources = { fr, es, nl, it: itMessages };
  const frKeys = keys(fr).sort();
  it.each(['es', 'nl', 'it'] as const)('%s has every French key, all translated', (lng) => {
    expect(keys(resources[lng]).sort()).toEqual(frKeys);
    const values = keys(resources[lng]);
    expect(values.length).toBeGreaterThan(150);
  });

  it('loads a language once and the instance speaks it', async () => {
    await loadMessages('nl_BE');
    expect(hasMessages('nl_BE')).toBe(true);
    const i18n = createSearchI18n('nl_BE');
    expect(i18n.t('searchBar.search', { ns: NAMESPACE })).toBe(nl.searchBar.search);
    await i18n.setSite('it_IT');
    expect(i18n.t('searchBar.search')).toBe(itMessages.searchBar.search);
    i18n.dispose();
  });
});
