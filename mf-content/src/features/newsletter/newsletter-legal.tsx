/**
 * The newsletter's legal line (footer §2 'newsletter with legal links'). With the CMS footer's newsletter legal links
 * (data protection, conditions of use), a line on unsubscribing and those links, their labels and URLs from the CMS
 * (labels as text, only site paths and http(s) URLs: ../../api/cms toNewsletterLegalLinks). Without them, the
 * code-owned line whose privacy words link to the site's data protection page (the messages mark them <privacy>…</privacy>).
 */
import { paths } from '@storefront/contracts';
import { Trans } from '@storefront/i18n';
import { useApp, useT } from '../../app-context';
import type { Link as CmsLink } from '../../api/types';
import { NAMESPACE } from '../../i18n';
import { Link } from '../../shared/navigation';

export function NewsletterLegal({ links = [] }: { links?: readonly CmsLink[] }) {
  const { context } = useApp();
  const t = useT();
  if (links.length > 0) {
    return (
      <div className="sf-content-newsletter__legal">
        <p>{t('newsletter.unsubscribe')}</p>
        <ul className="sf-content-newsletter__legal-links" aria-label={t('newsletter.legalLinks')}>
          {links.map((l) => (
            <li key={l.url}>
              <Link href={l.url} newTab={l.newTab} newTabLabel={t('common.newTab')}>
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const href = paths(context.locale, { minisite: context.minisite?.slug }).staticPage('dataProtection');
  return (
    <p className="sf-content-newsletter__legal">
      <Trans ns={NAMESPACE} i18nKey="newsletter.legal" components={{ privacy: <Link href={href} /> }} />
    </p>
  );
}
