import { useCallback, useEffect, useRef, useState } from 'react';
import { SITES } from '@storefront/contracts';
import { useShell, useT } from '../chrome/shell-react';
import { developmentIdToken, renderGoogleButton, signInAgent, type SignInFailure } from './customer-care-sign-in';

/**
 * Customer-care mode without a verified agent: agents sign in first (site-wide §6) with Google's button, or in
 * development and test with the local issuer. Once the API has set the session cookie, the page loads again in
 * the mode (the server names the agent in the page's runtime configuration).
 */
export function CustomerCareLoginPage() {
  const t = useT();
  const { config, site } = useShell();
  const { googleClientId, developmentIssuer } = config.customerCare;
  const gateway = config.endpoints.frontGateway;
  const [failure, setFailure] = useState<SignInFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLDivElement>(null);

  const signIn = useCallback(
    async (idToken: string | null) => {
      const failed = idToken ? await signInAgent(gateway, idToken) : 'unavailable';
      if (failed) {
        setFailure(failed);
        setBusy(false);
      } else window.location.reload();
    },
    [gateway],
  );

  useEffect(() => {
    if (googleClientId && !developmentIssuer && button.current) renderGoogleButton(button.current, googleClientId, SITES[site].language, (token) => void signIn(token));
  }, [googleClientId, developmentIssuer, site, signIn]);

  return (
    <section className="sf-page sf-cc-login" aria-labelledby="sf-cc-title">
      <h1 id="sf-cc-title">{t('ccTitle')}</h1>
      <p>{t('ccText')}</p>
      {developmentIssuer ? (
        <button
          type="button"
          className="sf-button"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void developmentIdToken(gateway).then(signIn);
          }}
        >
          {t('ccDevelopmentButton')}
        </button>
      ) : googleClientId ? (
        <div ref={button} />
      ) : (
        <p>{t('ccNotConfigured')}</p>
      )}
      {failure && <p role="alert">{t(failure === 'refused' ? 'ccRefused' : 'ccUnavailable')}</p>}
    </section>
  );
}
