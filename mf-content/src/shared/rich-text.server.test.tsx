/** @jest-environment node */
import { JSDOM } from 'jsdom';
import type { FirstViewInput, StorefrontContext } from '@storefront/contracts';
import { prerenderFirstView } from '@storefront/ui/first-view';
import { RichText, richTextKey } from './rich-text';
import { sanitizeWithWindow } from './sanitize';

sanitizeWithWindow(new JSDOM('').window as unknown as Parameters<typeof sanitizeWithWindow>[0]);

it("cleans a first view's rich text on the server and carries the clean HTML for the browser's hydration", async () => {
  const context = { locale: 'fr_FR' } as StorefrontContext;
  const input: FirstViewInput = { url: '/', context, endpoints: context.endpoints, viewport: 'mobile', deadline: Date.now() + 1000 };
  const raw = '<p>ok</p><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script>';
  const view = await prerenderFirstView({ name: 'mf-content', Root: () => <RichText html={raw} />, sheets: [], input, data: {}, reads: true });
  expect(view.html).toBe('<div><p>ok</p></div>');
  expect(view.state.data).toEqual({ [richTextKey(raw, true)]: '<p>ok</p>' });
});
