/** @jest-environment node */
import { emit, resetLast } from '@storefront/event-bus';
import { createI18n } from './index';

const resources = { fr: { hello: 'Bonjour' }, es: { hello: 'Hola' }, nl: { hello: 'Hallo' }, it: { hello: 'Ciao' } };

afterEach(() => resetLast());

describe('createI18n on the server (a first view)', () => {
  it('keeps its one site and does not follow the bus, so no render leaves a listener behind', async () => {
    const i18n = createI18n({ namespace: 'x', resources, site: 'fr_FR' });
    emit('locale', { locale: 'es_ES' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(i18n.site).toBe('fr_FR');
    expect(i18n.t('hello')).toBe('Bonjour');
  });
});
