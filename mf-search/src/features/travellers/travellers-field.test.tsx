import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { TravellersField } from './travellers-field';

describe('TravellersField', () => {
  it('sends the values when it closes with Escape, with age hints and bounds', async () => {
    const onChange = jest.fn();
    renderWithProviders(<TravellersField value={{ a: 2, c: 0, b: 0 }} flow="booking" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /Voyageurs/ }));
    // the counters are a chunk of their own, fetched when the selector opens
    expect(await screen.findByText('De 3 à 11 ans')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retirer : Enfants' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter : Enfants' }));
    expect(screen.getByText('Une seule chambre pour toute la famille')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onChange).toHaveBeenCalledWith({ a: 2, c: 1, b: 0 });
  });

  it('sends the values on an outside click and on confirm', async () => {
    const onChange = jest.fn();
    renderWithProviders(<TravellersField value={{ a: 20, c: 0, b: 0 }} flow="booking" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /Voyageurs/ }));
    expect(await screen.findByRole('button', { name: 'Ajouter : Adultes' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Retirer : Adultes' }));
    fireEvent.mouseDown(document.body);
    expect(onChange).toHaveBeenCalledWith({ a: 19, c: 0, b: 0 });
    // confirm
    onChange.mockClear();
    fireEvent.click(screen.getByRole('button', { name: /Voyageurs/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter : Bébés' }));
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ c: 0, b: 1 }));
  });

  it('is fixed at 2 adults in gifting', async () => {
    renderWithProviders(<TravellersField value={{ a: 2, c: 0, b: 0 }} flow="gifting" onChange={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: /Voyageurs/ }));
    expect(await screen.findByText('Les séjours cadeaux sont prévus pour 2 adultes')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ajouter : Adultes' })).toBeNull();
  });
});
