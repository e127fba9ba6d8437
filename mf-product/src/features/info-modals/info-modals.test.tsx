import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Hotel } from '../../api/types';
import { renderWith } from '../../test/render';
import { detail } from '../../test/fixtures';
import { EcoLabel } from '../eco-label/eco-label';
import InfoModal from './info-modals';

jest.setTimeout(20_000);

const parking = (available: boolean) => ({
  code: 'parking',
  facilities: [{ code: 'parking', label: 'Parcheggio privato', icon: 'parking' }],
  parking: { available, onSite: available, pricePerDay: available ? 1200 : 0, text: available ? 'Parcheggio custodito.' : 'L’hotel non dispone di parcheggio.' },
});
const hotel = (over: Partial<Hotel> = {}): Hotel => ({ ...detail.hotel, ...over }) as Hotel;

describe('hotel information modals', () => {
  it('Things to know: pets (at most 1 by default), local tax and the cancellation conditions, in Italian', () => {
    renderWith(<InfoModal info="thingsToKnow" hotel={hotel({ policy: { petsAllowed: true, petsPrice: 1500, petsMaxWeight: 10, petsMaxNumberOfPets: 0 } } as Partial<Hotel>)} onClose={() => undefined} onMap={() => undefined} />, 'it_IT');
    const dialog = screen.getByRole('dialog', { name: 'Da sapere' });
    expect(within(dialog).getByText('Animali ammessi (al massimo 1 animale)')).toBeInTheDocument();
    expect(within(dialog).getByText(/Supplemento di 15\s€/)).toBeInTheDocument();
    expect(within(dialog).getByText('Peso massimo: 10 kg')).toBeInTheDocument();
    expect(within(dialog).getByText(/1,50\s€ a persona a notte, da pagare in loco/)).toBeInTheDocument();
    expect(within(dialog).getByText(/80 %/)).toBeInTheDocument();
  });

  it('Getting there: address, map, and parking without contradicting itself when the hotel has none', async () => {
    const onMap = jest.fn();
    const { unmount } = renderWith(<InfoModal info="gettingThere" hotel={hotel({ infoGeneral: [parking(false)] } as Partial<Hotel>)} onClose={() => undefined} onMap={onMap} />, 'it_IT');
    const dialog = screen.getByRole('dialog', { name: 'Come arrivare' });
    expect(within(dialog).getByText('1 via Roma, 19016 Monterosso')).toBeInTheDocument();
    expect(within(dialog).getByText('L’hotel non dispone di parcheggio.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Parcheggio privato')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vedi la mappa' }));
    expect(onMap).toHaveBeenCalled();
    unmount();

    renderWith(<InfoModal info="gettingThere" hotel={hotel({ infoGeneral: [parking(true)] } as Partial<Hotel>)} onClose={() => undefined} onMap={onMap} />, 'it_IT');
    const open = screen.getByRole('dialog', { name: 'Come arrivare' });
    expect(within(open).getByText('Parcheggio privato')).toBeInTheDocument();
    expect(within(open).getByText(/12\s€ al giorno/)).toBeInTheDocument();
  });
});

describe('eco label', () => {
  const eco = (n: number) => Array.from({ length: n }, (_, i) => ({ code: `eco${i}`, label: `Acción ${i}`, icon: 'leaf' }));

  it('is hidden below 8 eco facilities', () => {
    renderWith(<EcoLabel facilities={eco(7)} />, 'es_ES');
    expect(screen.queryByText('Establecimiento ecorresponsable')).not.toBeInTheDocument();
  });

  it('shows from 8 eco facilities and opens its modal with them', async () => {
    renderWith(<EcoLabel facilities={eco(8)} />, 'es_ES');
    expect(screen.getByText('Este hotel se compromete con el medio ambiente con 8 acciones ecorresponsables.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Descubrir sus compromisos' }));
    const dialog = screen.getByRole('dialog', { name: 'Sus compromisos ecorresponsables' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(8);
  });
});
