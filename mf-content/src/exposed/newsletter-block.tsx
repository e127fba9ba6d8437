/**
 * './NewsletterBlock': the footer's newsletter block, mounted by the shell in its footer slot with the legal links of
 * the footer's CMS content (newsletter.legalLinks), which the shell has already read.
 */
import { useEffect, useMemo, useState } from 'react';
import type { SiteCode, StorefrontContext } from '@storefront/contracts';
import { ContentProviders } from '../app-context';
import { toNewsletterLegalLinks } from '../api/cms';
import { NewsletterBlockView } from '../features/newsletter/newsletter-block';
import { loadMessages } from '../i18n';
import { useContentStyles } from '../styles';

export interface NewsletterBlockProps {
  context: StorefrontContext;
  locale?: SiteCode;
  /** The CMS footer's newsletter.legalLinks as the shell read them (checked here: another deployable's data). */
  legalLinks?: unknown;
}

export function NewsletterBlock({ context, locale, legalLinks }: NewsletterBlockProps) {
  useContentStyles();
  const site = locale ?? context.locale;
  const links = useMemo(() => toNewsletterLegalLinks(legalLinks), [legalLinks]);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let alive = true;
    void loadMessages(site).then(() => alive && setReady(true));
    return () => {
      alive = false;
    };
  }, [site]);
  if (!ready) return null;
  return (
    <ContentProviders context={site === context.locale ? context : { ...context, locale: site }}>
      <NewsletterBlockView legalLinks={links} />
    </ContentProviders>
  );
}

export default NewsletterBlock;
