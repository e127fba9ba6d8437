import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@storefront/contracts';
import { on } from '@storefront/event-bus';
import * as api from '../../api/product';
import { renderAt } from '../../test/render';
import { answerWithFixtures, answerWithoutReviewsAndUpsells } from '../../test/product-api';
import { giftSetupHash, giftSetupPath } from './gift-route';

jest.mock('../../api/product', () => jest.requireActual('../../test/product-api').withMockedFetchers(jest.requireActual('../../api/product')));
const mocked = api as jest.Mocked<typeof api>;
jest.setTimeout(20_000);

beforeEach(() => {
  jest.clearAllMocks();
  answerWithFixtures(mocked);
  answerWithoutReviewsAndUpsells(mocked);
});

describe('gift set-up route', () => {
  const criteria = { offerId: 100015, hotelId: 1003, giftNights: 2, hash: {} };
  it('carries two adults, the nights, the hotel and the format (digital by default)', () => {
    expect(giftSetupHash(criteria)).toBe('giftAdult=2&giftNights=2&hotelId=1003&giftFormat=digital');
    expect(giftSetupHash({ ...criteria, hash: { giftFormat: 'physical', bucket: 2, upsell: 'availability', sleeves: '3,4' } })).toBe(
      'giftAdult=2&giftNights=2&hotelId=1003&giftFormat=physical&bucket=2&upsell=availability&sleeves=3%2C4',
    );
  });
  it('is the gift route of the site, mini-site included', () => {
    expect(giftSetupPath(paths('fr_FR'), criteria)).toBe('/cadeau/100015?flow=gifting#giftAdult=2&giftNights=2&hotelId=1003&giftFormat=digital');
    expect(giftSetupPath(paths('es_ES'), criteria)).toMatch(/^\/regalo\/100015\?flow=gifting#/);
    expect(giftSetupPath(paths('nl_BE'), criteria)).toMatch(/^\/nl\/cadeau\/100015\?flow=gifting#/);
    expect(giftSetupPath(paths('it_IT', { minisite: 'partner' }), criteria)).toMatch(/^\/partner\/regalo\/100015\?flow=gifting#/);
  });
});

describe('Customise your gift', () => {
  it('goes to the gift set-up route with the chosen nights', async () => {
    const user = userEvent.setup();
    const navigate = jest.fn();
    const analytics = jest.fn();
    const offs = [on('navigate', navigate), on('analytics', analytics)];
    renderAt('/sejour/100015?flow=gifting#giftAdult=2&giftNights=1');
    await user.click(await screen.findByRole('radio', { name: /^2 nuits/ }));
    expect(window.location.hash).toContain('giftNights=2');
    await user.click(screen.getByRole('button', { name: 'Personnaliser mon cadeau' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ url: '/cadeau/100015?flow=gifting#giftAdult=2&giftNights=2&hotelId=1003&giftFormat=digital' }, expect.anything()));
    expect(analytics).toHaveBeenCalledWith(expect.objectContaining({ event: 'personalization_item' }), expect.anything());
    offs.forEach((off) => off());
  });
});
