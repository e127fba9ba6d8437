/**
 * Jumbotron: title, subtitle, description, responsive picture (750x528 below 600 px, 1500x736, 3840x700), the
 * search box of mf-search (fallback: a link to the search page), CTAs, CTA cards and the promo countdown.
 */
import { Component, Suspense, lazy, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { LoadRemote } from '@storefront/contracts';
import { paths } from '@storefront/contracts';
import { useApp, useT } from '../../app-context';
import type { CmsFlow, Jumbotron as JumbotronData } from '../../api/types';
import { Link } from '../../shared/navigation';
import { RichText } from '../../shared/rich-text';
import { Countdown } from '../countdown/countdown';

type SearchBoxComponent = ComponentType<{ context: unknown; loadRemote?: LoadRemote; flow?: CmsFlow; withFlowTabs?: boolean; onFlowChange?: (flow: CmsFlow) => void }>;

function SearchFallback({ flow }: { flow: CmsFlow }) {
  const { context } = useApp();
  const t = useT();
  return (
    <Link className="sf-ui-button sf-ui-button--primary sf-ui-button--large sf-content-jumbotron__search-fallback" href={paths(context.locale, { minisite: context.minisite?.slug }).results(flow === 'gifting' ? 'gifting' : flow)}>
      {t('home.searchFallback')}
    </Link>
  );
}

function useSearchBox(loadRemote: LoadRemote | undefined) {
  return useMemo(
    () =>
      lazy(async () => {
        if (!loadRemote) throw new Error('no loadRemote');
        const mod = await loadRemote<{ default?: SearchBoxComponent; SearchBox?: SearchBoxComponent }>('mf_search/SearchBox');
        const component = mod.SearchBox ?? mod.default;
        if (!component) throw new Error('mf_search/SearchBox exposes no component');
        return { default: component };
      }),
    [loadRemote],
  );
}

/** Renders the fallback when the remote search box fails to load or to render. */
class Fallback extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The search box is another remote: it loads once the page has loaded and the browser is idle (or at once when
 * the visitor reaches for the search area), so it is not part of the JavaScript fetched before the page is usable.
 */
export function useDeferredLoad(): [boolean, () => void] {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      const ric = (window as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
      if (ric) idle = ric(() => setReady(true), { timeout: 1500 });
      else timer = setTimeout(() => setReady(true), 200);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      if (idle !== undefined) (window as { cancelIdleCallback?: (id: number) => void }).cancelIdleCallback?.(idle);
      if (timer) clearTimeout(timer);
    };
  }, [ready]);
  return [ready, () => setReady(true)];
}

export interface JumbotronProps {
  data: JumbotronData;
  flow: CmsFlow;
  withSearch?: boolean;
  onFlowChange?: (flow: CmsFlow) => void;
  /** the page's main heading (h1) */
  headingLevel?: 1 | 2;
}

export function Jumbotron({ data, flow, withSearch = true, onFlowChange, headingLevel = 1 }: JumbotronProps) {
  const { context, loadRemote } = useApp();
  const t = useT();
  const SearchBox = useSearchBox(loadRemote);
  const [searchReady, loadSearchNow] = useDeferredLoad();
  const { small, medium, large, alt } = data.picture;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="sf-content-jumbotron" aria-labelledby="sf-content-jumbotron-title">
      <picture className="sf-content-jumbotron__picture">
        <source media="(max-width: 599px)" srcSet={small} width={750} height={528} />
        <source media="(max-width: 1500px)" srcSet={medium} width={1500} height={736} />
        <img src={large} alt={alt} width={3840} height={700} fetchPriority="high" decoding="async" />
      </picture>
      <div className="sf-content-jumbotron__body">
        <Heading id="sf-content-jumbotron-title" className="sf-content-jumbotron__title">
          {data.title}
        </Heading>
        {data.subtitle && <p className="sf-content-jumbotron__subtitle">{data.subtitle}</p>}
        <RichText className="sf-content-jumbotron__description" html={data.description} />
        {data.promo && (
          <p className="sf-content-jumbotron__promo">
            {data.promo.label} {data.promo.code && <strong className="sf-content-jumbotron__code">{data.promo.code}</strong>}
          </p>
        )}
        {data.countdown && <Countdown countdown={data.countdown} />}
        {withSearch && (
          <div className="sf-content-jumbotron__search" data-flow={flow} onPointerEnter={loadSearchNow} onFocus={loadSearchNow}>
            {searchReady ? (
              <Fallback fallback={<SearchFallback flow={flow} />}>
                <Suspense fallback={<SearchFallback flow={flow} />}>
                  <SearchBox context={context} loadRemote={loadRemote} flow={flow} withFlowTabs={!!onFlowChange} onFlowChange={onFlowChange} />
                </Suspense>
              </Fallback>
            ) : (
              <SearchFallback flow={flow} />
            )}
          </div>
        )}
        {data.ctas.length > 0 && (
          <div className="sf-content-jumbotron__ctas">
            {data.ctas.map((cta) => (
              <Link key={cta.url + cta.label} href={cta.url} newTab={cta.newTab} newTabLabel={t('common.newTab')} className={`sf-ui-button sf-ui-button--${cta.variant === 'primary' ? 'primary' : 'secondary'}`}>
                {cta.label}
              </Link>
            ))}
          </div>
        )}
      </div>
      {data.ctaCards.length > 0 && (
        <ul className="sf-content-jumbotron__cards">
          {data.ctaCards.map((card) => (
            <li key={card.url + card.title}>
              <Link href={card.url} newTab={card.newTab} newTabLabel={t('common.newTab')} className="sf-content-cta-card">
                <img src={card.imageUrl} alt="" width={400} height={300} loading="lazy" />
                <span className="sf-content-cta-card__title">{card.title}</span>
                <span className="sf-content-cta-card__text">{card.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
