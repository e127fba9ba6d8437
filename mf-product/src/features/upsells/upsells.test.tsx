import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '../../api/product';
import { renderAt } from '../../test/render';
import { answerWithFixtures } from '../../test/product-api';

jest.mock('../../api/product', () => jest.requireActual('../../test/product-api').withMockedFetchers(jest.requireActual('../../api/product')));
const mocked = api as jest.Mocked<typeof api>;
jest.setTimeout(20_000);

beforeEach(() => {
  jest.clearAllMocks();
  answerWithFixtures(mocked);
});

describe('gift upsells', () => {
  it('are offered only for a one-night gift', async () => {
    const user = userEvent.setup();
    renderAt('/sejour/100015?flow=gifting#giftAdult=2&giftNights=2');
    expect(await screen.findByTestId('price-banner')).toHaveAttribute('data-price-cents', '56600');
    expect(screen.queryByText('Séjour gourmand')).not.toBeInTheDocument();
    expect(mocked.fetchUpsells).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: /^1 nuit/ }));
    expect(window.location.hash).toContain('giftNights=1');
    expect(await screen.findByText('Séjour gourmand')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /^2 nuits/ }));
    expect(screen.queryByText('Séjour gourmand')).not.toBeInTheDocument();
  });
});
