import { paths } from '@storefront/contracts';
import { useShell, useT } from '../chrome/shell-react';

/** Shown by the error boundaries when a render crashes (site-wide §2 Error pages). */
export function CrashPage() {
  const t = useT();
  const { site } = useShell();
  return (
    <section className="sf-page sf-crash" aria-labelledby="sf-crash-title">
      <h1 id="sf-crash-title">{t('crashTitle')}</h1>
      {/* a full load: whatever crashed starts afresh */}
      <a className="sf-button" href={paths(site).home()}>
        {t('crashButton')}
      </a>
    </section>
  );
}
