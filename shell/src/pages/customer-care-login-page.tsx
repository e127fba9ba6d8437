import { useShell, useT } from '../chrome/shell-react';

/** Customer-care mode without a Google token: agents sign in first (site-wide §6). */
export function CustomerCareLoginPage() {
  const t = useT();
  const { config } = useShell();
  const href = `${config.customerCareLoginUrl}?origin=${encodeURIComponent(window.location.href)}`;
  return (
    <section className="sf-page sf-cc-login" aria-labelledby="sf-cc-title">
      <h1 id="sf-cc-title">{t('ccTitle')}</h1>
      <p>{t('ccText')}</p>
      <a className="sf-button" href={href}>
        {t('ccButton')}
      </a>
    </section>
  );
}
