/**
 * The booking / gifting top bar (site-wide §2, §4): a two-way switch. On a product page choosing goes to the
 * product-page route with the flow query parameter (gifting also sets giftAdult 2 and giftNights in the hash);
 * elsewhere it only sets the flow parameter. Either way the bus `flow` event is emitted.
 */
import { useEffect, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { emit, last } from '@storefront/event-bus';
import { RESERVE_ATTRIBUTE, TOP_BAR_KINDS, type Flow, type RouteMatch } from '@storefront/contracts';
import { useRoute, useT } from './shell-react';

export type TopBarFlow = Extract<Flow, 'booking' | 'gifting'>;

export function flowOf(search: string): TopBarFlow {
  const f = new URLSearchParams(search).get('flow');
  if (f === 'gifting' || f === 'booking') return f;
  const bus = last('flow')?.flow;
  return bus === 'gifting' ? 'gifting' : 'booking';
}

/** The URL after choosing a flow, from the current location. */
export function urlForFlow(route: RouteMatch, loc: { pathname: string; search: string; hash: string }, flow: TopBarFlow): string {
  const query = new URLSearchParams(loc.search);
  query.set('flow', flow);
  query.delete('page');
  let hash = loc.hash.replace(/^#/, '');
  if (route.kind === 'product' && flow === 'gifting') {
    const h = new URLSearchParams(hash);
    h.set('giftAdult', '2');
    h.set('giftNights', h.get('night') ?? h.get('giftNights') ?? '1');
    hash = h.toString();
  }
  return `${loc.pathname}?${query.toString()}${hash ? `#${hash}` : ''}`;
}

export function TopBar() {
  const t = useT();
  const route = useRoute();
  const [flow, setFlow] = useState<TopBarFlow>(() => flowOf(window.location.search));
  useEffect(() => setFlow(flowOf(window.location.search)), [route]);
  // The server reserved the bar's height for the first render (index.html: #sf-top-bar[data-reserve]); once
  // the bar has rendered, the slot sizes itself (empty on pages without the bar).
  useEffect(() => document.getElementById('sf-top-bar')?.removeAttribute(RESERVE_ATTRIBUTE), []);
  if (!TOP_BAR_KINDS.includes(route.kind)) return null;
  const choose = (next: TopBarFlow) => {
    if (next === flow) return;
    setFlow(next);
    navigateToUrl(urlForFlow(route, window.location, next));
    emit('flow', { flow: next });
  };
  return (
    <section className="sf-top-bar" aria-label={t('topBarRegion')}>
      <div className="sf-switch" role="radiogroup" aria-label={t('topBarLabel')}>
        {(['booking', 'gifting'] as const).map((f) => (
          <button
            key={f}
            type="button"
            role="radio"
            aria-checked={flow === f}
            tabIndex={flow === f ? 0 : -1}
            className={`sf-switch-option${flow === f ? ' sf-switch-on' : ''}`}
            onClick={() => choose(f)}
            onKeyDown={(e) => {
              if (['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(e.key)) {
                e.preventDefault();
                const other = f === 'booking' ? 'gifting' : 'booking';
                choose(other);
                (e.currentTarget.parentElement?.querySelector(`[data-flow="${other}"]`) as HTMLElement | null)?.focus();
              }
            }}
            data-flow={f}
          >
            {t(f === 'booking' ? 'flowBooking' : 'flowGifting')}
          </button>
        ))}
      </div>
    </section>
  );
}
