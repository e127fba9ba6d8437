import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UI_MESSAGES } from './test-utils';

const css = readFileSync(join(__dirname, 'tokens.css'), 'utf8');
const token = (name: string): string => {
  const m = css.match(new RegExp(`--sf-${name}:\\s*(#[0-9a-fA-F]{6})`));
  if (!m) throw new Error(`token --sf-${name} is not a #rrggbb colour`);
  return m[1]!;
};
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('tokens meet WCAG 2.2 AA', () => {
  const text: Array<[string, string]> = [
    ['color-text', 'color-surface'],
    ['color-text', 'color-surface-alt'],
    ['color-text-muted', 'color-surface'],
    ['color-text-muted', 'color-surface-alt'],
    ['color-primary-text', 'color-primary'],
    ['color-primary-text', 'color-primary-hover'],
    ['color-primary', 'color-surface'],
    ['color-primary', 'color-primary-soft'],
    ['color-accent-text', 'color-accent'],
    ['color-promo-text', 'color-promo'],
    ['color-score-text', 'color-score'],
    ['color-score', 'color-surface'],
    ['color-price-ref', 'color-surface'],
    ['color-success', 'color-success-soft'],
    ['color-info', 'color-info-soft'],
    ['color-warning', 'color-warning-soft'],
    ['color-error', 'color-error-soft'],
    ['color-error', 'color-surface'],
    ['color-text', 'color-success-soft'],
    ['color-text', 'color-error-soft'],
    ['color-stress-scarcity', 'color-stress-scarcity-soft'],
    ['color-stress-reinsurance', 'color-stress-reinsurance-soft'],
    ['color-stress-social', 'color-stress-social-soft'],
    ['color-stress-alert', 'color-stress-alert-soft'],
  ];
  it.each(text)('text %s on %s is at least 4.5:1', (fg, bg) => {
    expect(contrast(token(fg), token(bg))).toBeGreaterThanOrEqual(4.5);
  });
  it.each([
    ['color-border', 'color-surface'],
    ['color-focus', 'color-surface'],
    ['color-focus', 'color-surface-alt'],
  ])('non-text %s on %s is at least 3:1', (fg, bg) => {
    expect(contrast(token(fg), token(bg))).toBeGreaterThanOrEqual(3);
  });
});

describe('ui messages', () => {
  const keys = (o: object, prefix = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`])).sort();
  it('exist in French, Spanish, Dutch and Italian with the same keys and no empty text', () => {
    const fr = keys(UI_MESSAGES.fr);
    for (const lng of ['es', 'nl', 'it'] as const) expect(keys(UI_MESSAGES[lng])).toEqual(fr);
    for (const lng of ['fr', 'es', 'nl', 'it'] as const) {
      const flat = JSON.stringify(UI_MESSAGES[lng]);
      expect(flat).not.toMatch(/:""/);
    }
  });
});

describe('the primitives sheet (ui.css), inserted by every remote', () => {
  /** ui.css with its @imports inlined, comments out. */
  const sheet = (file: string): string =>
    readFileSync(join(__dirname, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/@import '([^']+)';/g, (_m, imported: string) => sheet(join(file, '..', imported)));
  const ui = sheet('ui.css');

  it('carries no tokens nor page-wide rules: the page has them once, and a remote inserting it restyles only its own elements', () => {
    expect(ui).toContain('.sf-ui-button');
    expect(ui).not.toMatch(/(^|[},;\s]):root\b|(^|[}\s])(html|body|\*)\s*[{,]/);
    expect(ui).not.toMatch(/--sf-color-primary\s*:/);
  });
});
