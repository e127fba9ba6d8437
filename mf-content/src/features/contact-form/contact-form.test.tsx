import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { SITE_CODES, SITES } from '@storefront/contracts';
import { renderWithApp, testContext } from '../../../test/render';
import fr from '../../i18n/fr';
import es from '../../i18n/es';
import nl from '../../i18n/nl';
import itMessages from '../../i18n/it';

const MESSAGES = { fr, es, nl, it: itMessages };
import { createContactCase } from '../../api/marketing';
import { ContactForm } from './contact-form';

jest.mock('../../api/marketing', () => ({ createContactCase: jest.fn() }));
// the invisible captcha: `start` on focus in the form, `solve` on submit, `reset` after a refused case
const captcha = { start: jest.fn(), solve: jest.fn<Promise<string>, []>(), reset: jest.fn() };
jest.mock('../captcha/captcha', () => {
  const { useImperativeHandle } = jest.requireActual<typeof import('react')>('react');
  function FakeCaptcha({ handle }: { handle: import('react').Ref<unknown> }) {
    useImperativeHandle(handle, () => captcha, []);
    return null;
  }
  return { __esModule: true, default: FakeCaptcha };
});
const create = createContactCase as jest.MockedFunction<typeof createContactCase>;

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const el = screen.getByLabelText(new RegExp(`^${label}`));
    fireEvent.change(el, { target: { value } });
    fireEvent.blur(el);
  }
}

beforeEach(() => {
  create.mockReset();
  captcha.start.mockReset();
  captcha.reset.mockReset();
  captcha.solve.mockReset().mockResolvedValue('solved-payload');
});

describe('<ContactForm>', () => {
  it('shows errors once a field is left, and success states', () => {
    renderWithApp(<ContactForm onSent={jest.fn()} />);
    const name = screen.getByLabelText('Nom et prénom');
    fireEvent.change(name, { target: { value: 'R2D2' } });
    expect(screen.queryByText('Seul du texte est attendu')).toBeNull();
    fireEvent.blur(name);
    expect(screen.getByText('Seul du texte est attendu')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(name, { target: { value: 'Zoé Martin' } });
    expect(name.closest('[data-field]')).toHaveClass('sf-content-field--success');
  });

  it('makes the booking number optional for avv_info only', () => {
    renderWithApp(<ContactForm onSent={jest.fn()} />);
    fireEvent.change(screen.getByLabelText('Motif de votre demande'), { target: { value: 'avv_info' } });
    expect(screen.getByText('(facultatif)')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Motif de votre demande'), { target: { value: 'complaint' } });
    expect(screen.queryByText('(facultatif)')).toBeNull();
  });

  it('proposes an email domain correction', () => {
    renderWithApp(<ContactForm onSent={jest.fn()} />);
    fill({ 'E-mail': 'marie@gmial.com' });
    fireEvent.click(screen.getByRole('button', { name: 'Vous voulez dire @gmail.com ?' }));
    expect(screen.getByLabelText('E-mail')).toHaveValue('marie@gmail.com');
  });

  it('has no captcha step to tick: the proof of work starts in the background and submit sends its payload', async () => {
    const onSent = jest.fn();
    create.mockResolvedValue({ id: 1 });
    renderWithApp(<ContactForm onSent={onSent} />);
    await act(async () => undefined); // the lazy captcha module is in
    // nothing to tick or click besides the form's own fields and Send
    expect(captcha.start).not.toHaveBeenCalled();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Envoyer']);
    fireEvent.focus(screen.getByLabelText('Motif de votre demande'));
    expect(captcha.start).toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Motif de votre demande'), { target: { value: 'cancellation' } });
    fill({ 'Numéro de réservation': '12345678', 'Nom et prénom': 'Zoé Martin', 'E-mail': 'zoe@example.fr', Téléphone: '06 12 34 56 78', 'Votre message': 'Annuler svp' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Envoyer' })));
    expect(captcha.solve).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ contact_reason: 'cancellation', requestType: 'Booking', requestSubtype: 'Cancellation request', captcha: 'solved-payload', Booking_ID__c: '12345678' }),
    );
    expect(onSent).toHaveBeenCalled();
  });

  it('does not solve the captcha for an invalid form; a captcha that cannot be solved sends nothing and says so', async () => {
    renderWithApp(<ContactForm onSent={jest.fn()} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Envoyer' })));
    expect(captcha.solve).not.toHaveBeenCalled();
    captcha.solve.mockRejectedValue(new Error('offline'));
    fireEvent.change(screen.getByLabelText('Motif de votre demande'), { target: { value: 'avv_info' } });
    fill({ 'Nom et prénom': 'Zoé Martin', 'E-mail': 'zoe@example.fr', Téléphone: '0612345678', 'Votre message': 'Bonjour' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Envoyer' })));
    expect(create).not.toHaveBeenCalled();
    expect(await screen.findByText(/La vérification anti-robot n’a pas pu aboutir/)).toBeInTheDocument();
  });

  it('a refused case forgets the used captcha payload, so the next Send solves a new challenge', async () => {
    create.mockRejectedValueOnce(new Error('captcha used')).mockResolvedValueOnce({ id: 2 });
    const onSent = jest.fn();
    renderWithApp(<ContactForm onSent={onSent} />);
    fireEvent.change(screen.getByLabelText('Motif de votre demande'), { target: { value: 'avv_info' } });
    fill({ 'Nom et prénom': 'Zoé Martin', 'E-mail': 'zoe@example.fr', Téléphone: '0612345678', 'Votre message': 'Bonjour' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Envoyer' })));
    expect(await screen.findByText(/Oups ! Une erreur est survenue/)).toBeInTheDocument();
    expect(captcha.reset).toHaveBeenCalledTimes(1);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Envoyer' })));
    expect(captcha.solve).toHaveBeenCalledTimes(2);
    expect(onSent).toHaveBeenCalled();
  });

  it('skips the captcha in customer-care mode and shows the failure message of §8', async () => {
    create.mockRejectedValue(new Error('down'));
    renderWithApp(<ContactForm onSent={jest.fn()} />, testContext('it_IT', { customerCare: true }));

    fireEvent.change(screen.getByLabelText('Motivo della richiesta'), { target: { value: 'other' } });
    fill({ 'Numero di prenotazione': '87654321', 'Nome e cognome': 'Luca Rossi', 'E-mail': 'luca@example.it', Telefono: '+39 02 1234', 'Il tuo messaggio': 'Ciao' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Invia' })));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]?.[1]).not.toHaveProperty('captcha');
    expect(captcha.solve).not.toHaveBeenCalled();
    expect(await screen.findByText(/Ops! Qualcosa è andato storto/)).toBeInTheDocument();
  });

  it.each(SITE_CODES)('%s: an invalid submit marks every field in the site language and focuses the first one to correct', async (site) => {
    const m = MESSAGES[SITES[site].language].form;
    renderWithApp(<ContactForm onSent={jest.fn()} />, testContext(site));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: m.send })));
    expect(create).not.toHaveBeenCalled();
    // reason, booking number, name, email, phone, message: each says 'Mandatory field' in the site's language
    expect(screen.getAllByText(m.errors.mandatory, { selector: '.sf-content-field__error' })).toHaveLength(6);
    expect(screen.getByLabelText(m.reason)).toHaveFocus();
    fireEvent.change(screen.getByLabelText(m.reason), { target: { value: 'booking_info' } });
    fill({ [m.booking]: '1234567', [m.name]: 'R2-D2', [m.email]: 'a@b', [m.phone]: '06 12 ab', [m.description]: 'x' });
    expect(screen.getByText(m.errors.booking)).toBeInTheDocument();
    expect(screen.getByText(m.errors.name)).toBeInTheDocument();
    expect(screen.getByText(m.errors.email)).toBeInTheDocument();
    expect(screen.getByText(m.errors.phone)).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: m.send })));
    expect(screen.getByLabelText(new RegExp(`^${m.booking}`))).toHaveFocus();
  });
});
