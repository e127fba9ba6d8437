import { screen } from '@testing-library/react';
import { renderWith } from '../../test/render';
import { detail, quoteFor } from '../../test/fixtures';
import { PriceBanner } from './price-banner';

const banner = (roomsLeft: number) => renderWith(<PriceBanner quote={{ ...quoteFor(100015, 54500), roomsLeft }} loading={false} detail={detail} />);

describe('price banner of a quoted stay', () => {
  it.each([
    [1, 'Plus que 1 chambre disponible !'],
    [3, 'Plus que 3 chambres disponibles !'],
  ])('shows the rooms left when there are 3 or fewer (%i)', (roomsLeft, message) => {
    banner(roomsLeft);
    expect(screen.getByTestId('price-banner')).toHaveTextContent(/545\s€/);
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it.each([4, 0])('shows no rooms left otherwise (%i)', (roomsLeft) => {
    banner(roomsLeft);
    expect(screen.getByTestId('price-banner')).toHaveTextContent(/545\s€/);
    expect(screen.queryByText(/Plus que/)).not.toBeInTheDocument();
  });
});
