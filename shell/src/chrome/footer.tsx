/**
 * The footer (site-wide §2 Footer): legal, help and payment information, the rating line, the contact-centre
 * line, the newsletter slot (mf_content/NewsletterBlock, mounted when the footer nears the viewport), pay in 3
 * or 4 times, a cookie-preferences link and the EU package-travel and privacy legal text. Content comes from
 * the CMS (/api/cms/footer); code-owned copy fills in when it is unavailable. It also carries the site's rating as
 * JSON-LD (structured-data.ts).
 */
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { paths, type SiteCode } from '@storefront/contracts';
import { formatMoney } from '@storefront/contracts/euros';
import { Link, useShell, useT } from './shell-react';
import { fetchFooter, type FooterDocument, type FooterLink } from './api';
import { COOKIE_PREFERENCES_HASH, HELP_CENTRE, PRESS_ROOM, SOCIAL } from './links';
import { SocialLinks } from './social-links';
import { jsonForScript, siteRatingJsonLd } from './structured-data';
import { reportError } from '../errors/report';
import { shellState } from '../runtime/state';

/** Pay in 3 or 4 times is offered in fr_FR, es_ES, fr_BE and nl_BE (product-and-purchase, site-wide §9). */
export const INSTALMENT_SITES: SiteCode[] = ['fr_FR', 'es_ES', 'fr_BE', 'nl_BE'];

/** Purchase amounts (cents) of the instalment payments (site-wide §9): pay in 3 from 200 €, pay in 4 from 250 €, both up to 2000 €. */
export const INSTALMENT_AMOUNTS = { payIn3Min: 200_00, payIn4Min: 250_00, max: 2000_00 } as const;

/** The code-owned instalments text's amounts, written for the site. */
export function instalmentAmounts(site: SiteCode): { min3: string; min4: string; max: string } {
  return { min3: formatMoney(INSTALMENT_AMOUNTS.payIn3Min, site), min4: formatMoney(INSTALMENT_AMOUNTS.payIn4Min, site), max: formatMoney(INSTALMENT_AMOUNTS.max, site) };
}

/** Brand names of the payment methods the CMS lists by id ('applepay' -> 'Apple Pay'); unknown ids are shown as given. */
export const PAYMENT_METHOD_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  cb: 'Carte Bancaire',
  bancontact: 'Bancontact',
  ideal: 'iDEAL',
  paypal: 'PayPal',
  applepay: 'Apple Pay',
  googlepay: 'Google Pay',
};

export function paymentMethodName(id: string): string {
  return PAYMENT_METHOD_NAMES[id.trim().toLowerCase().replace(/[\s_-]/g, '')] ?? id;
}

function FooterLinkItem({ link }: { link: FooterLink }) {
  const t = useT();
  const external = /^https?:/.test(link.url);
  if (external || link.newTab) {
    return (
      <a href={link.url} target={link.newTab ? '_blank' : undefined} rel={link.newTab ? 'noopener' : undefined}>
        {link.label}
        {link.newTab && <span className="sf-visually-hidden"> {t('newTab')}</span>}
      </a>
    );
  }
  return <Link href={link.url}>{link.label}</Link>;
}

/** What the shell hands to mf_content's NewsletterBlock (its own props type lives in mf-content: no remote source here). */
interface NewsletterBlockProps {
  context: unknown;
  locale: SiteCode;
  legalLinks?: FooterLink[];
}

function NewsletterSlot({ title, text, legalLinks }: { title: string; text: string; legalLinks?: FooterLink[] }) {
  const { context, site } = useShell();
  const slot = useRef<HTMLDivElement>(null);
  const [Block, setBlock] = useState<ComponentType<NewsletterBlockProps> | null>(null);
  useEffect(() => {
    const el = slot.current;
    // The newsletter block belongs to mf_content: nothing to load when the registry does not list it. It shows in
    // customer-care mode too (site-wide §6 hides only the pop-up there): an agent can subscribe a caller.
    if (!el || !shellState().remotes.mf_content) return;
    let live = true;
    const load = () => {
      import('../remotes/federation')
        .then(({ loadExposed }) => loadExposed<{ default?: ComponentType<NewsletterBlockProps>; NewsletterBlock?: ComponentType<NewsletterBlockProps> }>('mf_content/NewsletterBlock'))
        .then((mod) => {
          const component = mod.NewsletterBlock ?? mod.default;
          if (!component) throw new Error('mf_content/NewsletterBlock exposes no component');
          if (live) setBlock(() => component);
        })
        .catch((error: unknown) => {
          reportError(error, 'shell.footer.newsletter');
        });
    };
    if (typeof IntersectionObserver === 'undefined') {
      load();
      return () => {
        live = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(el);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, []);
  return (
    <section className="sf-footer-newsletter" ref={slot} data-slot="newsletter" aria-label={title}>
      {Block ? (
        <Block context={context} locale={site} legalLinks={legalLinks} />
      ) : (
        <>
          <h2 className="sf-footer-title">{title}</h2>
          <p>{text}</p>
        </>
      )}
    </section>
  );
}

export function Footer() {
  const t = useT();
  const { site, context, config } = useShell();
  const [doc, setDoc] = useState<FooterDocument | null>(null);
  const [legalHtml, setLegalHtml] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void fetchFooter(context.endpoints.api, site, context.minisite?.id).then(async (d) => {
      if (!live) return;
      setDoc(d);
      // Editors' rich text is sanitised; the sanitiser is fetched only when there is rich text.
      if (d?.legalText) {
        const { default: DOMPurify } = await import(/* webpackChunkName: "sanitize" */ 'dompurify');
        if (live) setLegalHtml(DOMPurify.sanitize(d.legalText, { ALLOWED_TAGS: ['p', 'a', 'strong', 'em', 'br', 'ul', 'li'], ALLOWED_ATTR: ['href', 'target', 'rel'] }));
      }
    });
    return () => {
      live = false;
    };
  }, [context.endpoints.api, site, context.minisite?.id]);
  const p = paths(site);
  const helpLinks: FooterLink[] = doc?.help?.links ?? [
    { label: t('contact'), url: p.contact() },
    { label: t('footerHelpCentre'), url: HELP_CENTRE[site], newTab: true },
  ];
  const legalLinks: FooterLink[] = doc?.legal?.links ?? [
    { label: t('conditionsOfSale'), url: p.staticPage('conditionsOfSale') },
    { label: t('conditionsOfUse'), url: p.staticPage('conditionsOfUse') },
    { label: t('dataProtection'), url: p.staticPage('dataProtection') },
    { label: t('cookies'), url: p.staticPage('cookies') },
    { label: t('hotelPartnership'), url: p.staticPage('hotelPartnership') },
    ...(PRESS_ROOM[site] ? [{ label: t('footerPressRoom'), url: PRESS_ROOM[site] as string, newTab: true }] : []),
  ];
  const social = doc?.social?.length ? doc.social.map((s) => ({ name: s.network[0]?.toUpperCase() + s.network.slice(1), url: s.url })) : SOCIAL;

  return (
    <footer className="sf-footer">
      <div className="sf-footer-reassurance">
        <p className="sf-footer-rating">
          <span aria-hidden="true">★</span> {t('footerRating')}
        </p>
        {/* the rating line's structured data, once per page (the footer is mounted once and stays across navigations) */}
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(siteRatingJsonLd(site, config.origins[site] ?? window.location.origin)) }} />
        <p className="sf-footer-contact">{t('footerContactHours')}</p>
      </div>
      <div className="sf-footer-columns">
        <section aria-labelledby="sf-footer-help">
          <h2 id="sf-footer-help" className="sf-footer-title">
            {doc?.help?.title ?? t('footerHelp')}
          </h2>
          <ul>
            {helpLinks.map((l) => (
              <li key={l.url}>
                <FooterLinkItem link={l} />
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="sf-footer-legal">
          <h2 id="sf-footer-legal" className="sf-footer-title">
            {doc?.legal?.title ?? t('footerLegal')}
          </h2>
          <ul>
            {legalLinks.map((l) => (
              <li key={l.url}>
                <FooterLinkItem link={l} />
              </li>
            ))}
            <li>
              <a href={COOKIE_PREFERENCES_HASH} data-cookie-preferences="">
                {doc?.cookiePreferencesLabel ?? t('cookiePreferences')}
              </a>
            </li>
          </ul>
        </section>
        {(doc?.links ?? []).map((col) => (
          <section key={col.title} aria-label={col.title}>
            <h2 className="sf-footer-title">{col.title}</h2>
            <ul>
              {col.links.map((l) => (
                <li key={l.url}>
                  <FooterLinkItem link={l} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="sf-footer-payment">
          <h2 id="sf-footer-payment" className="sf-footer-title">
            {doc?.payment?.title ?? t('footerPayment')}
          </h2>
          <p>{t('footerSecurePayment')}</p>
          {doc?.payment?.methods?.length ? <p className="sf-footer-methods">{doc.payment.methods.map(paymentMethodName).join(' · ')}</p> : null}
          {INSTALMENT_SITES.includes(site) && (
            <p className="sf-footer-instalments">
              {/* the CMS line names the offer itself ('Pay in 3 or 4 times by card'); the code-owned one needs its heading */}
              {doc?.payment?.instalments ? (
                <strong>{doc.payment.instalments}</strong>
              ) : (
                <>
                  <strong>{t('footerPayIn34')}</strong> {t('footerPayIn34Text', instalmentAmounts(site))}
                </>
              )}
            </p>
          )}
        </section>
        <NewsletterSlot title={doc?.newsletter?.title ?? t('footerNewsletter')} text={doc?.newsletter?.text ?? t('footerNewsletterFallback')} legalLinks={doc?.newsletter?.legalLinks} />
      </div>
      <div className="sf-footer-social">
        <span>{t('followUs')}</span>
        <SocialLinks links={social} />
      </div>
      <div className="sf-footer-legal-text">
        {legalHtml ? (
          <div dangerouslySetInnerHTML={{ __html: legalHtml }} />
        ) : (
          <>
            <p>{t('euPackageTravel')}</p>
            <p>{t('privacyText')}</p>
          </>
        )}
        {doc?.copyright && <p>{doc.copyright}</p>}
      </div>
    </footer>
  );
}
