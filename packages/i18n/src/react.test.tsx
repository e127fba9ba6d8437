import { act, render, screen } from '@testing-library/react';
import { emit, resetLast } from '@storefront/event-bus';
import { useState } from 'react';
import { I18nProvider, Trans, createI18n, renderTagged, useSite, useTranslation } from './index';

const remote = { fr: { title: 'Recherche' }, es: { title: 'Búsqueda' }, nl: { title: 'Zoeken' }, it: { title: 'Ricerca' } };
const shared = { fr: { close: 'Fermer' }, es: { close: 'Cerrar' }, nl: { close: 'Sluiten' }, it: { close: 'Chiudi' } };

function SharedClose() {
  const { t } = useTranslation('shared');
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
  it("reads another namespace of the remote's instance and follows its language", async () => {
    const i18n = createI18n({ namespace: 'search', resources: remote, extraNamespaces: { shared }, site: 'fr_BE' });
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

  it('re-renders on a site change within one language (fr_FR -> fr_BE), and keeps the same t between other renders', async () => {
    const i18n = createI18n({ namespace: 'search', resources: remote, site: 'fr_FR' });
    const seen: unknown[] = [];
    function Probe() {
      const { t } = useTranslation();
      const site = useSite();
      const [clicks, setClicks] = useState(0);
      seen.push(t);
      return (
        <button onClick={() => setClicks((c) => c + 1)}>
          {t('title')} {site} {clicks}
        </button>
      );
    }
    render(
      <I18nProvider i18n={i18n}>
        <Probe />
      </I18nProvider>,
    );
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('Recherche fr_FR 1');
    expect(new Set(seen).size).toBe(1);
    await act(async () => emit('locale', { locale: 'fr_BE' }));
    expect(screen.getByRole('button')).toHaveTextContent('Recherche fr_BE 1');
    // a new t after the change, so that texts memoised on t follow the site
    expect(new Set(seen).size).toBe(2);
    i18n.dispose();
  });

  it('outside any provider, t gives the key', () => {
    render(<Title />);
    expect(screen.getByRole('heading')).toHaveTextContent('title');
  });
});

describe('Trans', () => {
  const legal = {
    fr: { legal: 'Vos données sont traitées selon notre <privacy>politique de confidentialité</privacy>.' },
    es: { legal: 'Tus datos se tratan según nuestra <privacy>política de privacidad</privacy>.' },
    nl: { legal: 'Je gegevens worden verwerkt volgens ons <privacy>privacybeleid</privacy>.' },
    it: { legal: 'I tuoi dati sono trattati secondo la nostra <privacy>informativa sulla privacy</privacy>.' },
  };

  it("renders a message's tagged part through its component, in the instance's language", () => {
    const i18n = createI18n({ namespace: 'content', resources: legal, site: 'it_IT', followBus: false });
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <p>
          <Trans i18nKey="legal" components={{ privacy: <a href="/info/protezione-dei-dati" /> }} />
        </p>
      </I18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'informativa sulla privacy' })).toHaveAttribute('href', '/info/protezione-dei-dati');
    expect(container.querySelector('p')).toHaveTextContent('I tuoi dati sono trattati secondo la nostra informativa sulla privacy.');
  });

  it('never turns a message into HTML: unknown tags keep their text, markup outside tags stays text', () => {
    const { container } = render(<p>{renderTagged('a <b>bold</b> <img src=x onerror=alert(1)> <i>x</i>', { i: <em /> })}</p>);
    expect(container.querySelector('b, img')).toBeNull();
    expect(container.querySelector('em')).toHaveTextContent('x');
    expect(container.querySelector('p')).toHaveTextContent('a bold <img src=x onerror=alert(1)> x');
  });

  it('shares one t across components, keeps its texts, and reads them again when the resources change', async () => {
    const messages = {
      fr: { reviews_one: '{{count}} avis', reviews_other: '{{count}} avis', night_one: '{{count}} nuit', night_other: '{{count}} nuits', hello: 'Bonjour {{name}}' },
      es: { reviews_one: '{{count}} opinión', reviews_other: '{{count}} opiniones', night_one: '{{count}} noche', night_other: '{{count}} noches', hello: 'Hola {{name}}' },
      nl: {},
      it: {},
    };
    const i18n = createI18n({ namespace: 'cards', resources: messages, site: 'es_ES' });
    const ts: unknown[] = [];
    function Card({ n }: { n: number }) {
      const { t } = useTranslation();
      ts.push(t);
      return (
        <p>
          {t('night', { count: n })} · {t('reviews', { count: n })} · {t('hello', { name: '<b>Ana</b>' })} · {t('missing')}
        </p>
      );
    }
    render(
      <I18nProvider i18n={i18n}>
        <Card n={1} />
        <Card n={2} />
        <Card n={1} />
      </I18nProvider>,
    );
    // the same text as i18next's own t, plural and interpolation included (React escapes it)
    const expected = (n: number) => `${i18n.t('night', { count: n })} · ${i18n.t('reviews', { count: n })} · ${i18n.t('hello', { name: '<b>Ana</b>' })} · missing`;
    expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual([expected(1), expected(2), expected(1)]);
    expect(expected(2)).toBe('2 noches · 2 opiniones · Hola <b>Ana</b> · missing');
    expect(new Set(ts).size).toBe(1);
    // a key that had no text gets one once resources are added, and a changed text is read again
    act(() => {
      i18n.addResourceBundle('es', 'cards', { missing: 'ya está', hello: '¡Hola {{name}}!' }, true, true);
    });
    function Late() {
      const { t } = useTranslation();
      return <h2>{`${t('missing')} ${t('hello', { name: 'Ana' })}`}</h2>;
    }
    render(
      <I18nProvider i18n={i18n}>
        <Late />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('ya está ¡Hola Ana!');
    // a language change gives its own texts
    await act(async () => emit('locale', { locale: 'fr_FR' }));
    expect(screen.getAllByRole('paragraph')[1]).toHaveTextContent('2 nuits · 2 avis');
    i18n.dispose();
  });
});
