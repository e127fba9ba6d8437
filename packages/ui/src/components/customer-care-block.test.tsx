/**
 * @jest-environment-options {"url": "http://cc.es.localhost:8080/"}
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { CustomerCareBlock } from '../index';
import { renderIn } from '../test-utils';

const writeText = jest.fn<Promise<void>, [string]>();

function setClipboard(clipboard: { writeText: typeof writeText } | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

async function clickCopy(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  setClipboard({ writeText });
  window.history.replaceState(null, '', '/busqueda?flow=booking&page=2#a=2&c=0&city=1');
});

afterAll(() => setClipboard(undefined));

describe('CustomerCareBlock', () => {
  it("shows the mode's notice and copies the page's public address, announced politely", async () => {
    renderIn(<CustomerCareBlock />, 'es_ES');
    const block = screen.getByTestId('customer-care-block');
    expect(block).toHaveTextContent('Modo atención al cliente: estás vendiendo en nombre de un cliente.');
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await clickCopy('Copiar el enlace para el cliente');
    expect(writeText).toHaveBeenCalledWith('http://es.localhost:8080/busqueda?flow=booking&page=2#a=2&c=0&city=1');
    expect(status).toHaveTextContent('Enlace copiado');
  });

  it('copies the address of the page shown when clicked, with the prefix given', async () => {
    renderIn(<CustomerCareBlock customerCarePrefix="cc.es." />, 'fr_FR');
    window.history.replaceState(null, '', '/sejour/100015#checkin=2030-01-04');
    await clickCopy('Copier le lien pour le client');
    expect(writeText).toHaveBeenCalledWith('http://localhost:8080/sejour/100015#checkin=2030-01-04');
    expect(screen.getByRole('status')).toHaveTextContent('Lien copié');
  });

  it('shows an error text when the browser refuses the clipboard, and the confirmation once a copy works', async () => {
    writeText.mockRejectedValueOnce(new DOMException('Write permission denied.', 'NotAllowedError'));
    renderIn(<CustomerCareBlock />, 'fr_FR');
    await clickCopy('Copier le lien pour le client');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Le lien n’a pas pu être copié : le navigateur refuse l’accès au presse-papiers.');
    expect(status).toHaveClass('sf-ui-customer-care__status--error');
    await clickCopy('Copier le lien pour le client');
    expect(status).toHaveTextContent('Lien copié');
    expect(status).not.toHaveClass('sf-ui-customer-care__status--error');
  });

  it('shows the error text without any clipboard (a page that is not a secure context)', async () => {
    setClipboard(undefined);
    renderIn(<CustomerCareBlock />, 'it_IT');
    await clickCopy('Copia il link per il cliente');
    expect(screen.getByRole('status')).toHaveTextContent('Impossibile copiare il link');
  });

  it("signs the agent out: the API ends the session, then the page reloads to the sign-in; a failure says so", async () => {
    const fetchMock = jest.fn<Promise<{ ok: boolean; status: number }>, [string, RequestInit]>().mockResolvedValueOnce({ ok: false, status: 503 }).mockResolvedValueOnce({ ok: true, status: 204 });
    const original = globalThis.fetch;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const signedOut = jest.fn();
    try {
      renderIn(<CustomerCareBlock gateway="/gateway" onSignedOut={signedOut} />, 'fr_FR');
      await clickCopy('Se déconnecter (agent)');
      expect(fetchMock).toHaveBeenCalledWith('/gateway/customer-care/session', { method: 'DELETE', credentials: 'same-origin' });
      expect(signedOut).not.toHaveBeenCalled();
      expect(screen.getByRole('status')).toHaveTextContent('La déconnexion a échoué : réessayez.');
      await clickCopy('Se déconnecter (agent)');
      expect(signedOut).toHaveBeenCalledTimes(1);
    } finally {
      globalThis.fetch = original;
    }
  });

  it('has no sign-out without the API address', () => {
    renderIn(<CustomerCareBlock />, 'fr_FR');
    expect(screen.queryByRole('button', { name: 'Se déconnecter (agent)' })).toBeNull();
  });
});
