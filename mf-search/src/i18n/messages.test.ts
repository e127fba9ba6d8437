import { resources } from './index';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`)));
}

describe('message files', () => {
  const fr = keys(resources.fr).sort();
  it.each(['es', 'nl', 'it'] as const)('%s has every French key, all translated', (lng) => {
    expect(keys(resources[lng]).sort()).toEqual(fr);
    const values = keys(resources[lng]);
    expect(values.length).toBeGreaterThan(150);
  });
});
