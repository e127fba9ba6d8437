/**
 * The newsletter's legal line, its privacy words linking to the data protection page of the site (footer §2).
 * The messages mark them <privacy>…</privacy>.
 */
import { paths } from '@storefront/contracts';
import { Trans } from '@storefront/i18n';
import { useApp } from '../../app-context';
import { NAMESPACE } from '../../i18n';
import { Link } from '../../shared/navigation';

export function NewsletterLegal() {
  const { context } = useApp();
  const href = paths(context.locale, { minisite: context.minisite?.slug }).staticPage('dataProtection');
  return (
    <p className="sf-content-newsletter__legal">
      <Trans ns={NAMESPACE} i18nKey="newsletter.legal" components={{ privacy: <Link href={href} /> }} />
    </p>
  );
}
