import { remoteMessages } from './remote-messages';

const fr = { title: 'Titre' };
const nl = { title: 'Titel' };

function setup() {
  const loaders = {
    fr: jest.fn(async () => ({ default: fr })),
    es: jest.fn(async () => ({ default: { title: 'Título' } })),
    nl: jest.fn(async () => ({ default: nl })),
    it: jest.fn(async () => ({ default: { title: 'Titolo' } })),
  };
  return { loaders, messages: remoteMessages('demo', 'mf-demo', loaders) };
}

describe('remoteMessages', () => {
  it("fetches only the site's language, once, and an instance renders its texts", async () => {
    const { loaders, messages } = setup();
    expect(messages.hasMessages('fr_BE')).toBe(false);
    await Promise.all([messages.loadMessages('fr_BE'), messages.loadMessages('fr_FR')]);
    expect(loaders.fr).toHaveBeenCalledTimes(1);
    expect(loaders.nl).not.toHaveBeenCalled();
    expect(messages.hasMessages('fr_FR')).toBe(true);
    const i18n = messages.createInstance('fr_BE');
    expect(i18n.t('title')).toBe('Titre');
    i18n.dispose();
  });

  it('fetches the other language on a Belgian switch and re-renders with it', async () => {
    const { loaders, messages } = setup();
    await messages.loadMessages('fr_BE');
    const i18n = messages.createInstance('fr_BE');
    const rendered = new Promise<void>((resolve) => {
      let n = 0;
      i18n.on('siteChanged', () => {
        // the first event is the switch itself, the second the texts arriving
        if (++n === 2 || i18n.t('title') === 'Titel') resolve();
      });
    });
    await i18n.setSite('nl_BE');
    await rendered;
    expect(loaders.nl).toHaveBeenCalledTimes(1);
    expect(i18n.t('title')).toBe('Titel');
    i18n.dispose();
  });

  it('tries again after a failed fetch', async () => {
    const { loaders, messages } = setup();
    loaders.es.mockRejectedValueOnce(new Error('offline'));
    await expect(messages.loadMessages('es_ES')).rejects.toThrow('offline');
    await messages.loadMessages('es_ES');
    expect(messages.hasMessages('es_ES')).toBe(true);
    expect(loaders.es).toHaveBeenCalledTimes(2);
  });
});

describe("a language file's other namespaces (the ui components' strings)", () => {
  it('reach the instance with the language, and with the other language on a Belgian switch', async () => {
    const loaders = {
      fr: async () => ({ default: fr, namespaces: { shared: { close: 'Fermer' } } }),
      es: async () => ({ default: {}, namespaces: { shared: { close: 'Cerrar' } } }),
      nl: async () => ({ default: nl, namespaces: { shared: { close: 'Sluiten' } } }),
      it: async () => ({ default: {}, namespaces: { shared: { close: 'Chiudi' } } }),
    };
    const messages = remoteMessages('demo', 'mf-demo', loaders);
    await messages.loadMessages('fr_BE');
    const i18n = messages.createInstance('fr_BE');
    expect(i18n.t('close', { ns: 'shared' })).toBe('Fermer');
    expect(i18n.t('title')).toBe('Titre');
    const arrived = new Promise<void>((resolve) => i18n.on('siteChanged', () => i18n.t('close', { ns: 'shared' }) === 'Sluiten' && resolve()));
    await i18n.setSite('nl_BE');
    await arrived;
    expect(i18n.t('title')).toBe('Titel');
    i18n.dispose();
  });
});
