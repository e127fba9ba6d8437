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
jest.mock('../captcha/captcha', () => ({
  __esModule: true,
  default: ({ onChange }: { onChange: (p: string | null) => void }) => (
    <button type="button" onClick={() => onChange('solved-payload')}>
      solve captcha
    </button>
  ),
}));
const create = createContactCase as jest.MockedFunction<typeof createContactCase>;

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const el = screen.getByLabelText(new RegExp(`^${label}`));
    fireEvent.change(el, { target: { value } });
    fireEvent.blur(el);
  }
}

beforeEach(() => create.mockReset());

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

  it('does not send without the captcha, then posts the case with type and subtype', async () => {
    const onSent = jest.fn();
    create.mockResolvedValue({ id: 1 });
    renderWithApp(<ContactForm onSent={onSent} />);
    fireEvent.change(screen.getByLabelText('Motif de votre demande'), { target: { value: 'cancellation' } });
    fill({ 'Numéro de réservation': '12345678', 'Nom et prénom': 'Zoé Martin', 'E-mail': 'zoe@example.fr', Téléphone: '06 12 34 56 78', 'Votre message': 'Annuler svp' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Envoyer' })));
    expect(create).not.toHaveBeenCalled();
    expect(await screen.findByText('Veuillez valider la vérification anti-robot')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'solve captcha' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Envoyer' })));
    expect(create).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ contact_reason: 'cancellation', requestType: 'Booking', requestSubtype: 'Cancellation request', captcha: 'solved-payload', Booking_ID__c: '12345678' }),
      null,
    );
    expect(onSent).toHaveBeenCalled();
  });

  it('skips the captcha in customer-care mode and shows the failure message of §8', async () => {
    create.mockRejectedValue(new Error('down'));
    renderWithApp(<ContactForm onSent={jest.fn()} />, testContext('it_IT', { customerCare: true }));
    expect(screen.queryByRole('button', { name: 'solve captcha' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Motivo della richiesta'), { target: { value: 'other' } });
    fill({ 'Numero di prenotazione': '87654321', 'Nome e cognome': 'Luca Rossi', 'E-mail': 'luca@example.it', Telefono: '+39 02 1234', 'Il tuo messaggio': 'Ciao' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Invia' })));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]?.[1]).not.toHaveProperty('captcha');
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
