import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { EMPTY_GIFT_TEXT, type GiftText, type SiteCode } from '@storefront/contracts';
import { I18nProvider, createI18n } from '@storefront/i18n';
import { GiftTextFields, TOO_LONG_ERROR_MS, type GiftTextClasses } from './gift-text-fields';
import es from './messages/es';
import fr from './messages/fr';
import itMessages from './messages/it';
import nl from './messages/nl';

const CLASSES: GiftTextClasses = { fieldset: 'page-step', field: 'page-field', optional: 'page-muted', hint: 'page-hint', error: 'page-error' };

/** Rendered in a remote's instance whose language files hold the fields' strings under `giftText`, as each remote's do. */
function renderIn(ui: ReactElement, site: SiteCode = 'fr_FR') {
  const i18n = createI18n({ namespace: 'remote', resources: { fr: { giftText: fr }, es: { giftText: es }, nl: { giftText: nl }, it: { giftText: itMessages } }, site, followBus: false });
  return render(ui, { wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider> });
}

/** The fields over their own state, as a page holds them; `seen` gets every accepted change. */
function Form({ mandatory = true, submitted = false, seen }: { mandatory?: boolean; submitted?: boolean; seen?: (text: GiftText) => void }) {
  const [text, setText] = useState(EMPTY_GIFT_TEXT);
  return (
    <GiftTextFields
      text={text}
      onChange={(next) => {
        seen?.(next);
        setText(next);
      }}
      mandatory={mandatory}
      submitted={submitted}
      idPrefix="t"
      classes={CLASSES}
    />
  );
}

afterEach(() => jest.useRealTimers());

describe('GiftTextFields', () => {
  it('requires the sender (text only) when left, the message optional with its hint, in the page’s frame', async () => {
    const user = userEvent.setup();
    const seen = jest.fn();
    renderIn(<Form seen={seen} />);
    expect(screen.getByRole('group', { name: 'Personnalisez votre cadeau' })).toHaveClass('page-step');
    const from = screen.getByRole('textbox', { name: 'De la part de' });
    const message = screen.getByRole('textbox', { name: 'Votre message (facultatif)' });
    expect(from).toHaveAttribute('id', 't-fromName');
    expect(from).toHaveAttribute('aria-required', 'true');
    expect(message).toHaveAccessibleDescription('180 caractères max.');
    // nothing said before the field is left
    expect(from).not.toHaveAttribute('aria-invalid');
    await user.click(from);
    await user.tab();
    expect(from).toHaveAccessibleDescription('Champ obligatoire');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    await user.type(from, 'Anne 2');
    expect(from).toHaveAccessibleDescription('Seul du texte est attendu');
    await user.clear(from);
    await user.type(from, 'Zoë O’Neil');
    expect(from).not.toHaveAttribute('aria-invalid');
    expect(seen).toHaveBeenLastCalledWith({ fromName: 'Zoë O’Neil', message: '' });
  });

  it('refuses a keystroke past the limit and says so for 1 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const seen = jest.fn();
    renderIn(<Form seen={seen} />);
    const message = screen.getByRole('textbox', { name: /Votre message/ });
    await user.click(message);
    await user.paste('m'.repeat(181));
    expect(message).toHaveValue('');
    expect(seen).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Le champ est limité à 180 caractères');
    act(() => jest.advanceTimersByTime(TOO_LONG_ERROR_MS - 1));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
    const from = screen.getByRole('textbox', { name: 'De la part de' });
    await user.type(from, 'a'.repeat(41));
    expect(from).toHaveValue('a'.repeat(40));
    expect(screen.getByRole('alert')).toHaveTextContent('Le champ est limité à 40 caractères');
  });

  it('shows every error on submit; an optional form says the sender is optional and does not require it', () => {
    const { unmount } = renderIn(<Form submitted />);
    expect(screen.getByRole('textbox', { name: 'De la part de' })).toHaveAccessibleDescription('Champ obligatoire');
    unmount();
    renderIn(<Form mandatory={false} submitted />);
    const from = screen.getByRole('textbox', { name: 'De la part de (facultatif)' });
    expect(from).not.toHaveAttribute('aria-required');
    expect(from).not.toHaveAttribute('aria-invalid');
  });

  it('speaks the four languages', () => {
    const cases = [
      ['es_ES', 'Personaliza tu regalo', 'De parte de', 'Tu mensaje (opcional)', 'Campo obligatorio'],
      ['nl_BE', 'Personaliseer je cadeau', 'Van', 'Je bericht (optioneel)', 'Verplicht veld'],
      ['it_IT', 'Personalizza il tuo regalo', 'Da parte di', 'Il tuo messaggio (facoltativo)', 'Campo obbligatorio'],
      ['fr_BE', 'Personnalisez votre cadeau', 'De la part de', 'Votre message (facultatif)', 'Champ obligatoire'],
    ] as const;
    for (const [site, title, from, message, mandatory] of cases) {
      const { unmount } = renderIn(<Form submitted />, site);
      expect(screen.getByRole('group', { name: title })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: from })).toHaveAccessibleDescription(mandatory);
      expect(screen.getByRole('textbox', { name: message })).toBeInTheDocument();
      unmount();
    }
  });
});
