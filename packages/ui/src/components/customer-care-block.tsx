import { useState } from 'react';
import { DEFAULT_CUSTOMER_CARE_PREFIX, publicUrl } from '@storefront/contracts';
import { useUiTranslation } from '../i18n/use-ui-translation';
import { Button } from './button';
import { cx } from './cx';

export interface CustomerCareBlockProps {
  /** Prefix of the customer-care hosts (the hosts configuration's); 'cc.' by default. */
  customerCarePrefix?: string;
  /** The API's `{frontGateway}`: with it, the block signs the agent out (the session ends on the server). */
  gateway?: string;
  /** After signing out; by default the page reloads, and the server shows the sign-in page. */
  onSignedOut?: () => void;
  className?: string;
}

type CopyState = 'idle' | 'copied' | 'failed' | 'signOutFailed';

/**
 * The customer-care block of product and search pages (site-wide §6): the mode's notice and a button copying the
 * page's public address (the customer-care host replaced by the public one) for the customer. The confirmation, or
 * the error text when the clipboard is refused, shows in a polite live region. Render it only in customer-care mode.
 */
export function CustomerCareBlock({ customerCarePrefix = DEFAULT_CUSTOMER_CARE_PREFIX, gateway, onSignedOut = () => window.location.reload(), className }: CustomerCareBlockProps) {
  const { t } = useUiTranslation();
  const [state, setState] = useState<CopyState>('idle');

  const copy = async () => {
    // cleared first, so that copying again announces the confirmation again
    setState('idle');
    try {
      await navigator.clipboard.writeText(publicUrl(window.location.href, customerCarePrefix));
      setState('copied');
    } catch {
      // no clipboard (insecure page) or permission refused
      setState('failed');
    }
  };

  const signOut = async () => {
    setState('idle');
    try {
      // the agent's session cookie is HttpOnly: only the API can end it
      const answer = await fetch(`${gateway}/customer-care/session`, { method: 'DELETE', credentials: 'same-origin' });
      if (!answer.ok) throw new Error(`sign-out answered ${answer.status}`);
      onSignedOut();
    } catch {
      setState('signOutFailed');
    }
  };

  return (
    <aside className={cx('sf-ui-customer-care', className)} role="note" data-testid="customer-care-block">
      <p className="sf-ui-customer-care__notice">{t('customerCare.notice')}</p>
      <div className="sf-ui-customer-care__actions">
        <Button variant="secondary" size="small" onClick={() => void copy()}>
          {t('customerCare.copyLink')}
        </Button>
        {gateway !== undefined ? (
          <Button variant="secondary" size="small" onClick={() => void signOut()}>
            {t('customerCare.signOut')}
          </Button>
        ) : null}
        {/* one polite live region, in the page from the start (a region added with its text may not be read) */}
        <span className={cx('sf-ui-customer-care__status', (state === 'failed' || state === 'signOutFailed') && 'sf-ui-customer-care__status--error')} role="status">
          {state === 'copied' ? t('customerCare.copied') : state === 'failed' ? t('customerCare.copyFailed') : state === 'signOutFailed' ? t('customerCare.signOutFailed') : null}
        </span>
      </div>
    </aside>
  );
}
