import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Drawer, Modal } from '../index';
import { renderIn } from '../test-utils';

function Harness({ nested = false }: { nested?: boolean }) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Modal open={open} onClose={() => setOpen(false)} title="Conditions d’annulation" footer={<button>Valider</button>}>
        <input aria-label="Nom" />
        {nested ? <button onClick={() => setInner(true)}>Inner</button> : null}
        {nested ? (
          <Modal open={inner} onClose={() => setInner(false)} title="Détail">
            <button>Inside inner</button>
          </Modal>
        ) : null}
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is an aria-modal dialog labelled by its title, with a translated close button', async () => {
    const user = userEvent.setup();
    renderIn(<Harness />, 'es_ES');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Conditions d’annulation' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });

  it('traps focus: first element focused, Tab and Shift+Tab wrap around', async () => {
    const user = userEvent.setup();
    renderIn(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Fermer' });
    const input = screen.getByRole('textbox', { name: 'Nom' });
    const validate = screen.getByRole('button', { name: 'Valider' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab();
    expect(validate).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(validate).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    renderIn(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on backdrop click and with the close button', async () => {
    const user = userEvent.setup();
    renderIn(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByTestId('sf-ui-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('locks body scrolling while open and restores it on close', async () => {
    const user = userEvent.setup();
    document.body.style.overflow = 'auto';
    renderIn(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it('with nested modals, Escape closes only the top one and the lock stays until the last closes', async () => {
    const user = userEvent.setup();
    renderIn(<Harness nested />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const innerOpener = screen.getByRole('button', { name: 'Inner' });
    await user.click(innerOpener);
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Inside inner' }).closest('[role="dialog"]')).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(innerOpener).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('renders nothing when closed', () => {
    renderIn(<Modal open={false} onClose={() => undefined} title="x" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Drawer', () => {
  it('is right on desktop / bottom on mobile by default, or the forced side', () => {
    const { rerender } = renderIn(
      <Drawer open onClose={() => undefined} title="Offres de l’hôtel">
        <p>contenu</p>
      </Drawer>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Offres de l’hôtel' });
    expect(dialog.parentElement).toHaveClass('sf-ui-dialog--auto-drawer');
    rerender(
      <Drawer open onClose={() => undefined} title="Trier par" side="bottom">
        <p>contenu</p>
      </Drawer>,
    );
    expect(screen.getByRole('dialog', { name: 'Trier par' }).parentElement).toHaveClass('sf-ui-dialog--bottom');
  });

  it('closes on Escape', async () => {
    const onClose = jest.fn();
    renderIn(<Drawer open onClose={onClose} title="Filtres" />);
    await act(async () => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
