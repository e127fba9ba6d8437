/**
 * Newsletter subscription state (site-wide §4, §5, §8): the email is checked on blur and Enter ('Email seems
 * incorrect', state 'error'), the error clears on focus, an invalid submit is ignored; 200 / 201 -> 'success';
 * a failed call is logged and the state goes back to idle (nothing shown).
 */
import { useCallback, useState } from 'react';
import { logClientError, messageOf } from '@storefront/api-client';
import { useApp } from '../../app-context';
import { subscribeNewsletter, type NewsletterSource } from '../../api/marketing';
import { isValidEmail } from '@storefront/contracts';
import type { NewsletterState } from './newsletter-rules';

export function useNewsletter(source: NewsletterSource, onSuccess?: () => void) {
  const { context } = useApp();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<NewsletterState>('idle');

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

  return {
    email,
    state,
    setEmail: (value: string) => {
      setEmail(value);
      if (state === 'error') setState('idle');
    },
    onBlur: () => {
      if (email.trim()) check();
    },
    onFocus: () => {
      if (state === 'error') setState('idle');
    },
    submit,
  };
}
