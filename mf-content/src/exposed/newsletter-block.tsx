/** './NewsletterBlock': the footer's newsletter block, mounted by the shell in its footer slot. */
import { useEffect, useState } from 'react';
import type { SiteCode, StorefrontContext } from '@storefront/contracts';
import { ContentProviders } from '../app-context';
import { NewsletterBlockView } from '../features/newsletter/newsletter-block';
import { loadMessages } from '../i18n';
import { useContentStyles } from '../styles';

export interface NewsletterBlockProps {
  context: StorefrontContext;
  locale?: SiteCode;
}

export function NewsletterBlock({ context, locale }: NewsletterBlockProps) {
  useContentStyles();
  const site = locale ?? context.locale;
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
      <NewsletterBlockView />
    </ContentProviders>
  );
}

export default NewsletterBlock;
