import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dropdown } from '../index';
import { renderIn } from '../test-utils';

describe('Dropdown', () => {
  it('toggles with the button and exposes aria-expanded', async () => {
    const user = userEvent.setup();
    renderIn(
      <Dropdown label="Prix">
        <input aria-label="Minimum" />
      </Dropdown>,
    );
    const button = screen.getByRole('button', { name: 'Prix' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: 'Prix' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Minimum' })).toHaveFocus();
    await user.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape with focus back on the button, and reports why', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    renderIn(
      <Dropdown label="Voyageurs" onOpenChange={onOpenChange}>
        <button>+</button>
      </Dropdown>,
    );
    await user.click(screen.getByRole('button', { name: 'Voyageurs' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voyageurs' })).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith(false, 'escape');
  });

  it('closes on a click outside but not inside', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    renderIn(
      <div>
        <p>ailleurs</p>
        <Dropdown label="Distance" onOpenChange={onOpenChange}>
          <p>dedans</p>
        </Dropdown>
      </div>,
    );
    await user.click(screen.getByRole('button', { name: 'Distance' }));
    await user.click(screen.getByText('dedans'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByText('ailleurs'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false, 'outside');
  });

  it('menu: ArrowDown opens on the first item, arrows/Home/End move, choosing closes', async () => {
    const user = userEvent.setup();
    const chosen = jest.fn();
    renderIn(
      <Dropdown label="Trier" kind="menu">
        {['Prix', 'Remise', 'Popularité'].map((l) => (
          <button key={l} role="menuitem" onClick={() => chosen(l)}>
            {l}
          </button>
        ))}
      </Dropdown>,
    );
    screen.getByRole('button', { name: 'Trier' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Prix' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Remise' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Popularité' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Prix' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Popularité' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(chosen).toHaveBeenCalledWith('Popularité');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Trier' })).toHaveFocus();
  });

  it('inside a modal, Escape closes the dropdown first', async () => {
    const user = userEvent.setup();
    const { Modal } = await import('../index');
    const onClose = jest.fn();
    renderIn(
      <Modal open onClose={onClose} title="Filtres">
        <Dropdown label="Étoiles">
          <button>3</button>
        </Dropdown>
      </Modal>,
    );
    await user.click(screen.getByRole('button', { name: 'Étoiles' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Étoiles' })).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
