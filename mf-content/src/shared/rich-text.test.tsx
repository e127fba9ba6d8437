import { render, screen } from '@testing-library/react';
import type { FirstViewState } from '@storefront/contracts';
import { FirstViewContext } from '@storefront/ui';
import { RichText, richTextKey } from './rich-text';

const view = (data: Record<string, unknown>): FirstViewState => ({ remote: 'mf-content', url: '/', viewport: 'mobile', renderedAt: 0, data });

describe('RichText hydrating a first view', () => {
  it("shows the clean HTML the server's view carries, from the first render (what hydrates the server's markup)", () => {
    const raw = '<p>Escapades <b>gourmandes</b></p><script>window.__xss=1</script>';
    render(
      <FirstViewContext.Provider value={view({ [richTextKey(raw, true)]: '<p>Escapades <b>gourmandes</b></p>' })}>
        <RichText html={raw} />
      </FirstViewContext.Provider>,
    );
    expect(screen.getByText('gourmandes').tagName).toBe('B');
  });

  it('keys a text by its content and by whether its links are kept', () => {
    expect(richTextKey('<p>a</p>', true)).toBe(richTextKey('<p>a</p>', true));
    expect(richTextKey('<p>a</p>', true)).not.toBe(richTextKey('<p>b</p>', true));
    expect(richTextKey('<p>a</p>', true)).not.toBe(richTextKey('<p>a</p>', false));
  });

  it('cleans a text the view does not carry itself (a block the browser read)', async () => {
    render(
      <FirstViewContext.Provider value={view({})}>
        <RichText html={'<p>lu <img src=x onerror="window.__xss=1"></p>'} />
      </FirstViewContext.Provider>,
    );
    expect(await screen.findByText('lu')).toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain('onerror');
  });
});
