import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from '../index';
import { renderIn } from '../test-utils';

const tabs = [
  { id: 'description', label: 'Description', content: <p>Le séjour</p> },
  { id: 'room', label: 'Chambre', content: <p>La chambre</p> },
  { id: 'reviews', label: 'Avis', content: <p>Les avis</p> },
];

describe('Tabs', () => {
  it('follows the WAI-ARIA tabs pattern with arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderIn(<Tabs label="Sections" tabs={tabs} onChange={onChange} />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    const first = screen.getByRole('tab', { name: 'Description' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Chambre' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Description' })).toHaveTextContent('Le séjour');
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Chambre' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Chambre' })).toHaveTextContent('La chambre');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Avis' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Avis' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith('description');
  });

  it('selects on click', async () => {
    const user = userEvent.setup();
    renderIn(<Tabs label="Sections" tabs={tabs} />);
    await user.click(screen.getByRole('tab', { name: 'Avis' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Les avis');
  });
});
