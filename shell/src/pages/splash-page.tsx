import { paths } from '@storefront/contracts';
import { useT } from '../chrome/shell-react';

/** Belgian splash at the be root: choose the Dutch or French Belgian site (full load: another site). */
export function SplashPage() {
  const t = useT();
  return (
    <section className="sf-page sf-splash" aria-labelledby="sf-splash-title">
      <h1 id="sf-splash-title">
        <span lang="fr-BE">Choisissez votre langue</span> / <span lang="nl-BE">Kies je taal</span>
      </h1>
      <div className="sf-splash-choices">
        <a className="sf-button" href={paths('fr_BE').home()} hrefLang="fr-BE" lang="fr-BE">
          {t('splashFrench')}
        </a>
        <a className="sf-button" href={paths('nl_BE').home()} hrefLang="nl-BE" lang="nl-BE">
          {t('splashDutch')}
        </a>
      </div>
    </section>
  );
}
