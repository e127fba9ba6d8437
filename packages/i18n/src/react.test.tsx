import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { emit, resetLast } from '@storefront/event-bus';
import { I18nProvider, createI18n, useNamespace, useSite } from './index';

const remote = { fr: { title: 'Recherche' }, es: { title: 'Búsqueda' }, nl: { title: 'Zoeken' }, it: { title: 'Ricerca' } };
const shared = { fr: { close: 'Fermer' }, es: { close: 'Cerrar' }, nl: { close: 'Sluiten' }, it: { close: 'Chiudi' } };

function SharedClose() {
  const { t } = useNamespace('shared', shared);
  const site = useSite();
  return (
    <button>
      {t('close')} ({site})
    </button>
  );
}
function Title() {
  const { t } = useTranslation();
  return <h1>{t('title')}</h1>;
}

afterEach(() => resetLast());

describe('React bindings', () => {
  it('adds a shared namespace to the remote instance and follows its language', async () => {
    const i18n = createI18n({ namespace: 'search', resources: remote, site: 'fr_BE' });
    render(
      <I18nProvider i18n={i18n}>
        <Title />
        <SharedClose />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Recherche');
    expect(screen.getByRole('button')).toHaveTextContent('Fermer (fr_BE)');
    await act(async () => emit('locale', { locale: 'nl_BE' }));
    expect(screen.getByRole('heading')).toHaveTextContent('Zoeken');
    expect(screen.getByRole('button')).toHaveTextContent('Sluiten (nl_BE)');
    i18n.dispose();
  });

  it('works outside any provider with the last bus locale', () => {
    emit('locale', { locale: 'es_ES' });
    render(<SharedClose />);
    expect(screen.getByRole('button')).toHaveTextContent('Cerrar (es_ES)');
  });
});
