import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GIFT_CHECKOUT_KEY } from '@storefront/contracts';
import { on } from '@storefront/event-bus';
import { addDays } from '@storefront/criteria';
import { renderAt } from '../../test/render';
import { GIFT_CARD_DRAFT_KEY } from './giftcard-page';
import { todayIso } from './rules';

// a loaded CI machine types slowly: userEvent fills whole forms here
jest.setTimeout(30_000);

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

async function open(site: 'fr_FR' | 'nl_BE' = 'fr_FR') {
  renderAt(site === 'nl_BE' ? '/nl/giftcard/customization' : '/giftcard/customization', { site });
  await screen.findByRole('heading', { level: 1 });
}

function navigations() {
  const urls: string[] = [];
  const off = on('navigate', ({ url }) => urls.push(url));
  return { urls, off };
}

describe('gift card customisation', () => {
  it('hands a card scheduled for a later date over to the gift checkout', async () => {
    const user = userEvent.setup();
    const nav = navigations();
    await open();
    await user.click(screen.getByRole('radio', { name: /^100\s€$/ }));
    await user.click(screen.getByRole('radio', { name: 'Anniversaire' }));
    await user.type(screen.getByLabelText('De la part de'), 'Anne');
    await user.type(screen.getByLabelText(/Votre message/), 'Bon anniversaire !');
    await user.type(screen.getByLabelText('Prénom du destinataire'), 'Léa');
    await user.type(screen.getByLabelText('E-mail du destinataire'), 'lea@example.com');
    await user.click(screen.getByRole('radio', { name: 'À une date choisie' }));
    const date = addDays(todayIso(), 10);
    await user.type(screen.getByLabelText('Date d’envoi'), date);
    // the live preview follows the form
    const preview = screen.getByTestId('giftcard-preview');
    expect(preview).toHaveTextContent(/100\s€/);
    expect(preview).toHaveTextContent('Pour Léa');
    expect(preview).toHaveTextContent('De la part de Anne');
    expect(screen.getByTestId('giftcard-delivery-summary')).toHaveTextContent('Envoyée par e-mail le');
    await user.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));
    expect(nav.urls).toEqual(['/checkout?flow=gifting&giftType=GIFTCARD']);
    expect(JSON.parse(window.sessionStorage.getItem(GIFT_CHECKOUT_KEY)!)).toEqual({
      giftType: 'GIFTCARD',
      backUrl: '/giftcard/customization',
      item: { giftCardItem: { amount: 10000, design: 'birthday', fromName: 'Anne', message: 'Bon anniversaire !', recipient: { name: 'Léa', email: 'lea@example.com' }, deliveryDate: date } },
    });
    nav.off();
  });

  it('takes a free amount within the bounds only, and stays put while a field is wrong', async () => {
    const user = userEvent.setup();
    const nav = navigations();
    await open();
    await user.click(screen.getByRole('radio', { name: 'Autre montant' }));
    const amount = screen.getByLabelText('Montant en euros');
    await user.type(amount, '5');
    await user.tab();
    expect(amount).toHaveAccessibleDescription(expect.stringMatching(/Choisissez un montant rond de 10\s€ à 1\s000\s€$/));
    await user.clear(amount);
    await user.type(amount, '75');
    expect(amount).not.toHaveAttribute('aria-invalid');
    expect(screen.getByTestId('giftcard-preview')).toHaveTextContent(/75\s€/);
    await user.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));
    // the sender, the recipient are missing: no hand-over, the first field in error takes the focus
    expect(nav.urls).toEqual([]);
    expect(screen.getByLabelText('De la part de')).toHaveAccessibleDescription('Champ obligatoire');
    expect(screen.getByLabelText('E-mail du destinataire')).toHaveAccessibleDescription('Champ obligatoire');
    await act(() => new Promise((r) => requestAnimationFrame(r)));
    expect(document.activeElement).toBe(screen.getByLabelText('De la part de'));
    nav.off();
  });

  it('refuses a sender name past 40 characters and clears that error after 1 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await open();
    const from = screen.getByLabelText('De la part de');
    await user.type(from, 'a'.repeat(41));
    expect(from).toHaveValue('a'.repeat(40));
    expect(screen.getByRole('alert')).toHaveTextContent('Le champ est limité à 40 caractères');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).toBeNull();
    jest.useRealTimers();
  });

  it('keeps the sender and message as a draft, in the site language', async () => {
    const user = userEvent.setup();
    await open('nl_BE');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Geef een cadeaukaart');
    await user.type(screen.getByLabelText('Van'), 'Jan');
    expect(JSON.parse(window.localStorage.getItem(GIFT_CARD_DRAFT_KEY)!)).toEqual({ fromName: 'Jan', message: '' });
    await user.clear(screen.getByLabelText('Van'));
    expect(window.localStorage.getItem(GIFT_CARD_DRAFT_KEY)).toBeNull();
  });
});
