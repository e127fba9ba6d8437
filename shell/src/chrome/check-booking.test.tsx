/** Check-my-booking view: its e-mail message reads as mf-content's forms do (site-wide §5 'Email seems incorrect'). */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CheckBooking from './check-booking';
import { ShellProvider } from './shell-react';
import { setTestShell, type TestShellOptions } from '../../test/shell-state';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

async function leaveEmailWith(value: string, site: TestShellOptions['site']) {
  const state = setTestShell({ site });
  await act(async () => {
    render(
      <ShellProvider state={state}>
        <CheckBooking onClose={() => undefined} />
      </ShellProvider>,
    );
  });
  const email = screen.getByLabelText(state.messages.email);
  await userEvent.type(email, value);
  await userEvent.tab();
  return email;
}

describe('check my booking: invalid e-mail', () => {
  it.each([
    ['fr_FR', 'L’adresse e-mail semble incorrecte'],
    ['es_ES', 'El e-mail parece incorrecto'],
    ['it_IT', 'L’indirizzo e-mail sembra errato'],
    ['nl_BE', 'Het e-mailadres lijkt onjuist'],
  ] as const)('%s: "%s" once the field is left', async (site, message) => {
    const email = await leaveEmailWith('marie@exemple', site);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(message);
  });
});
