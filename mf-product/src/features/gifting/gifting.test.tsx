import { screen, waitFor, within } from '@testing-library/react';
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

describe('How it works video', () => {
  it('comes from the locale entry of the CMS gift content; unusable URLs are dropped', () => {
    const entries = [
      { locale: 'fr_FR', howItWorksVideo: { url: '/media/offrir.mp4', poster: '/media/offrir.jpg', transcript: ' Texte. ' } },
      { locale: 'es_ES', howItWorksVideo: { url: 'javascript:alert(1)' } },
      { locale: 'it_IT' },
    ];
    expect(api.howItWorksVideoOf(entries, 'fr_FR')).toEqual({ url: '/media/offrir.mp4', poster: '/media/offrir.jpg', transcript: 'Texte.' });
    expect(api.howItWorksVideoOf(entries, 'es_ES')).toBeNull();
    expect(api.howItWorksVideoOf(entries, 'it_IT')).toBeNull();
    expect(api.howItWorksVideoOf([], 'nl_NL')).toBeNull();
  });

  it('without a video, shows the three steps and the transcript text (no link)', async () => {
    renderAt('/sejour/100015?flow=gifting#giftAdult=2&giftNights=2');
    const how = await screen.findByRole('region', { name: 'Comment ça marche ?' });
    expect(within(how).getAllByRole('listitem')).toHaveLength(3);
    expect(within(how).getByTestId('how-it-works-transcript')).toHaveTextContent(/12 mois pour réserver/);
    expect(within(how).queryByRole('link')).not.toBeInTheDocument();
  });

  it('with a video, Watch the video opens it in a dialog with its poster, a link and the transcript', async () => {
    const user = userEvent.setup();
    mocked.fetchHowItWorksVideo.mockResolvedValue({ url: '/media/offrir.mp4', poster: '/media/offrir.jpg' });
    renderAt('/sejour/100015?flow=gifting#giftAdult=2&giftNights=2');
    const how = await screen.findByRole('region', { name: 'Comment ça marche ?' });
    const watch = await within(how).findByRole('button', { name: 'Regarder la vidéo' });
    expect(watch.querySelector('img')).toHaveAttribute('src', '/media/offrir.jpg');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(how).queryByTestId('how-it-works-transcript')).not.toBeInTheDocument();

    await user.click(watch);
    const dialog = screen.getByRole('dialog', { name: 'Vidéo : comment offrir un séjour' });
    expect(within(dialog).getByRole('link', { name: 'Ouvrir la vidéo dans un nouvel onglet' })).toHaveAttribute('href', '/media/offrir.mp4');
    const video = dialog.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/media/offrir.mp4');
    expect(video).toHaveAttribute('poster', '/media/offrir.jpg');
    // no transcript in the CMS entry: the step text stands in as the video's description
    expect(video).toHaveAccessibleDescription(/12 mois pour réserver/);
    expect(mocked.fetchHowItWorksVideo).toHaveBeenCalledWith(expect.anything(), 'fr_FR', false, expect.anything());

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(watch).toHaveFocus();
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
