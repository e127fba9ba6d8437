/**
 * The 404 page (site-wide §2 Error pages): 'Oops!' with the error code and a button home; when the hash
 * carries a hotelId, the hotel's other offers are looked up (limit 1) and, when found, the 'Too late!'
 * variant shows them in a carousel of offer cards (mf_search/OfferCard, a plain link list if it cannot load).
 * A help block with a search form and editorial selections follows. The page is noindex, follow.
 */
import { useEffect, useState, type ComponentType, type FormEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import { paths, SITES } from '@storefront/contracts';
import { Link, useShell, useT } from '../chrome/shell-react';
import { reportError } from '../errors/report';

export interface ExpiredOffer {
  id: number;
  label: string;
  uri: string;
  hotel: { id: number; label: string };
  imageUrl: string | null;
  sellPrice: number;
}

export function hotelIdFromHash(hash: string): string | null {
  const id = new URLSearchParams(hash.replace(/^#/, '')).get('hotelId');
  return id && /^\d{1,12}$/.test(id) ? id : null;
}

/** GET {api}/offers.json?hotelId&limit=1: the hotel's other offers (no page model). */
export async function fetchOtherOffers(api: string, hotelId: string, locale: string, fetchImpl: typeof fetch = fetch): Promise<ExpiredOffer[]> {
  const response = await fetchImpl(`${api}/offers.json?hotelId=${encodeURIComponent(hotelId)}&limit=1&locale=${locale}`);
  if (!response.ok) return [];
  const body = (await response.json()) as { exactMatch?: ExpiredOffer[] };
  return Array.isArray(body.exactMatch) ? body.exactMatch.filter((o) => o && o.hotel && typeof o.uri === 'string') : [];
}

type OfferCardComponent = ComponentType<{ offer: unknown; context: unknown }>;

function OffersCarousel({ offers }: { offers: ExpiredOffer[] }) {
  const { context, site } = useShell();
  const [Card, setCard] = useState<OfferCardComponent | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    import('../remotes/federation')
      .then(({ loadExposed }) => loadExposed<{ default?: OfferCardComponent; OfferCard?: OfferCardComponent }>('mf_search/OfferCard'))
      .then((mod) => {
        const component = mod.OfferCard ?? mod.default;
        if (live) setCard(() => (typeof component === 'function' || typeof component === 'object' ? (component as OfferCardComponent) : 'failed'));
      })
      .catch((error: unknown) => {
        reportError(error, 'shell.not-found.offer-card');
        if (live) setCard('failed');
      });
    return () => {
      live = false;
    };
  }, []);
  const fmt = new Intl.NumberFormat(SITES[site].htmlLang, { style: 'currency', currency: 'EUR' });
  return (
    <ul className="sf-offers" aria-live="polite">
      {offers.map((offer) => (
        <li key={offer.id} className="sf-offers-item">
          {Card && Card !== 'failed' ? (
            <Card offer={offer} context={context} />
          ) : (
            <Link href={offer.uri.startsWith('/') ? offer.uri : paths(site).product(offer.id)}>
              {offer.label} — {fmt.format(offer.sellPrice / 100)}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

function HelpBlock() {
  const t = useT();
  const { site } = useShell();
  const p = paths(site);
  const [q, setQ] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const slug = q
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    navigateToUrl(slug ? p.keyword('city', slug) : p.search({ from: 'search bar' }));
  };
  const selections: { key: 'editorialRomantic' | 'editorialSpa' | 'editorialGastronomy'; slug: Record<string, string> }[] = [
    { key: 'editorialRomantic', slug: { fr: 'romantique', es: 'romantico', nl: 'romantisch', it: 'romantico' } },
    { key: 'editorialSpa', slug: { fr: 'bien-etre', es: 'bienestar', nl: 'wellness', it: 'benessere' } },
    { key: 'editorialGastronomy', slug: { fr: 'gastronomie', es: 'gastronomia', nl: 'culinair', it: 'gastronomia' } },
  ];
  return (
    <>
      <section className="sf-help-block" aria-labelledby="sf-help-title">
        <h2 id="sf-help-title">{t('helpBlockTitle')}</h2>
        <form role="search" onSubmit={submit} className="sf-help-search">
          <label htmlFor="sf-help-q">{t('searchLabel')}</label>
          <div>
            <input id="sf-help-q" name="q" type="search" value={q} placeholder={t('searchPlaceholder')} onChange={(e) => setQ(e.target.value)} />
            <button type="submit" className="sf-button">
              {t('search')}
            </button>
          </div>
        </form>
      </section>
      <section className="sf-editorial" aria-labelledby="sf-editorial-title">
        <h2 id="sf-editorial-title">{t('editorialTitle')}</h2>
        <ul>
          {selections.map((s) => (
            <li key={s.key}>
              <Link href={p.keyword('idea', s.slug[SITES[site].language] as string)}>{t(s.key)}</Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export function NotFoundPage() {
  const t = useT();
  const { site, context } = useShell();
  const [offers, setOffers] = useState<ExpiredOffer[] | null>(null);
  const hotelId = hotelIdFromHash(window.location.hash);
  useEffect(() => {
    if (!hotelId) return;
    let live = true;
    fetchOtherOffers(context.endpoints.api, hotelId, site)
      .then((found) => live && setOffers(found))
      .catch((error: unknown) => reportError(error, 'shell.not-found.offers'));
    return () => {
      live = false;
    };
  }, [hotelId, context.endpoints.api, site]);

  const expired = offers && offers.length > 0 ? offers : null;
  const hotel = expired?.[0]?.hotel.label;
  return (
    <section className="sf-page sf-not-found" aria-labelledby="sf-nf-title" data-page="not-found">
      {expired ? (
        <>
          <h1 id="sf-nf-title">{t('tooLate')}</h1>
          <p>{t('offerExpired')}</p>
          <h2>{t('otherOfferIn', { hotel: hotel ?? '' })}</h2>
          <OffersCarousel offers={expired} />
        </>
      ) : (
        <>
          <h1 id="sf-nf-title">{t('oops')}</h1>
          <p>
            {t('notFoundText')} <strong>{t('errorCode')}</strong>
          </p>
          <Link className="sf-button" href={paths(site).home()}>
            {t('backHome')}
          </Link>
        </>
      )}
      <HelpBlock />
    </section>
  );
}
