/** axe-core in the page: WCAG 2.0 / 2.1 / 2.2 A and AA rules and its best practices. */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * What axe reports on the whole document, one line per rule with the elements it found. Parts laid out only near the
 * viewport (content-visibility: auto) are laid out first, as they are when a visitor reaches them: skipped, they
 * have no size yet, which axe would measure (target size, overlaps). `exclude`: selectors of parts another change
 * owns and a spec names why it leaves out.
 */
export async function axeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<string[]> {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  // evaluated rather than added as a script element, which the pages' CSP refuses (a script without its nonce)
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(
    async ({ tags, exclude }) => {
      const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> } }).axe;
      const context = exclude.length ? { include: [document], exclude: exclude.map((selector) => [selector]) } : document;
      const { violations } = await axe.run(context, { runOnly: { type: 'tag', values: tags } });
      return violations.map((v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    },
    { tags: AXE_TAGS, exclude: options.exclude ?? [] },
  );
}

