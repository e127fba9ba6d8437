/**
 * Newsletter subscription state (site-wide §4, §5, §8): the email is checked on blur and Enter ('Email seems
 * incorrect', state 'error'), the error clears on focus, an invalid submit is ignored; 200 / 201 -> 'success';
 * a failed call is logged and the state goes back to idle (nothing shown). Once the field is left, a mistyped
 * common domain gets the correction 'You mean @{domain}?' (§5).
 */
import { useCallback, useState } from 'react';
import { logClientError, messageOf } from '@storefront/api-client';
import { useApp } from '../../app-context';
import { subscribeNewsletter, type NewsletterSource } from '../../api/marketing';
import { isValidEmail } from '@storefront/contracts';
import { applySuggestion, suggestDomain } from '@storefront/buyer';
import type { NewsletterState } from './newsletter-rules';

export function useNewsletter(source: NewsletterSource, onSuccess?: () => void) {
  const { context } = useApp();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<NewsletterState>('idle');
  const [left, setLeft] = useState(false);
  const suggestion = left && state !== 'success' && state !== 'loading' ? suggestDomain(email) : null;

  const check = useCallback((): boolean => {
    const ok = isValidEmail(email);
    if (!ok) setState('error');
    return ok;
  }, [email]);

  const submit = useCallback(async () => {
    if (state === 'loading' || state === 'success') return;
    if (!check()) return;
    setState('loading');
    try {
      await subscribeNewsletter(context, email, source);
      setState('success');
      onSuccess?.();
    } catch (error) {
      setState('idle');
      void logClientError(context, { location: `content.newsletter.${source}`, message: messageOf(error) }).catch(() => undefined);
    }
  }, [state, check, context, email, source, onSuccess]);

  const change = (value: string) => {
    setEmail(value);
    if (state === 'error') setState('idle');
  };

  return {
    email,
    state,
    /** the domain proposed for a mistyped one, once the field has been left */
    suggestion,
    setEmail: change,
    acceptSuggestion: () => {
      if (suggestion) change(applySuggestion(email, suggestion));
    },
    onBlur: () => {
      setLeft(true);
      if (email.trim()) check();
    },
    onFocus: () => {
      if (state === 'error') setState('idle');
    },
    submit,
  };
}
