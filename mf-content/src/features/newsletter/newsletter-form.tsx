import { useId } from 'react';
import { Button } from '@storefront/ui';
import { useT } from '../../app-context';
import { isSubmitDisabled } from './newsletter-rules';
import type { useNewsletter } from './use-newsletter';

/** Email field and button of the newsletter block and pop-up. */
export function NewsletterForm({ newsletter, autoFocus }: { newsletter: ReturnType<typeof useNewsletter>; autoFocus?: boolean }) {
  const t = useT();
  const id = useId();
  const { email, state, suggestion, setEmail, acceptSuggestion, onBlur, onFocus, submit } = newsletter;
  return (
    <form
      className="sf-content-newsletter__form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-state={state}
    >
      <label htmlFor={`${id}-email`} className="sf-content-newsletter__label">
        {t('newsletter.email')}
      </label>
      <div className="sf-content-newsletter__row">
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          maxLength={254}
          placeholder={t('newsletter.placeholder')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={onBlur}
          onFocus={onFocus}
          aria-invalid={state === 'error'}
          aria-describedby={state === 'error' ? `${id}-error` : undefined}
          disabled={state === 'success'}
          autoFocus={autoFocus}
        />
        <Button type="submit" disabled={isSubmitDisabled(state)} loading={state === 'loading'}>
          {t('newsletter.subscribe')}
        </Button>
      </div>
      {suggestion && (
        <button type="button" className="sf-content-suggestion" onClick={acceptSuggestion}>
          {t('form.suggestion', { domain: suggestion })}
        </button>
      )}
      {state === 'error' && (
        <p id={`${id}-error`} className="sf-content-field__error" role="alert">
          {t('newsletter.invalid')}
        </p>
      )}
      {state === 'success' && (
        <p className="sf-content-newsletter__success" role="status">
          {t('newsletter.success')}
        </p>
      )}
    </form>
  );
}
