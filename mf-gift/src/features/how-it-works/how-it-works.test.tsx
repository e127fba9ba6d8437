import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockClient, renderAt } from '../../test/render';

jest.setTimeout(30_000);

function api(video: unknown) {
  return mockClient({
    get: (path) => {
      if (path === '/api/weekend/{id}/detail.json') return Promise.resolve({ id: 100015, label: 'Nuit au château', images: [] });
      if (path === '/gateway/single-vouchers/{id}/price-list')
        return Promise.resolve({ offerId: 100015, isGiftable: true, persons: 2, validityMonths: 12, giftFormats: ['digital'], priceList: [{ nights: 2, sellPrice: 20000, sellPrices: { '1': 20000 }, upsellAvailabilityPrice: 0 }] });
      if (path === '/content/giftBlock.json') return Promise.resolve({ entries: video ? [{ locale: 'fr_FR', howItWorksVideo: video }] : [] });
      if (path === '/gateway/single-vouchers/shipping-costs') return Promise.resolve({ country: 'FR', amount: 0, internationalShippingFeesPerCountry: {} });
      return Promise.reject(new Error(path));
    },
  });
}

describe('How it works on the gift set-up', () => {
  it('without a video, shows the three steps and the transcript text (no link)', async () => {
    const mock = api(null);
    renderAt('/cadeau/100015?flow=gifting#giftAdult=2&giftNights=2', { client: mock.client });
    const how = await screen.findByRole('region', { name: 'Comment ça marche ?' });
    expect(within(how).getAllByRole('listitem')).toHaveLength(3);
    expect(await within(how).findByTestId('how-it-works-transcript')).toHaveTextContent(/12 mois pour réserver/);
    expect(within(how).queryByRole('link')).not.toBeInTheDocument();
  });

  it('with a video, Watch the video opens it in a dialog with its poster, a link and the transcript', async () => {
    const user = userEvent.setup();
    const mock = api({ url: '/media/offrir.mp4', poster: '/media/offrir.jpg' });
    renderAt('/cadeau/100015?flow=gifting#giftAdult=2&giftNights=2', { client: mock.client });
    const how = await screen.findByRole('region', { name: 'Comment ça marche ?' });
    const watch = await within(how).findByRole('button', { name: 'Regarder la vidéo' });
    expect(watch.querySelector('img')).toHaveAttribute('src', '/media/offrir.jpg');
    expect(within(how).queryByTestId('how-it-works-transcript')).not.toBeInTheDocument();

    await user.click(watch);
    const dialog = screen.getByRole('dialog', { name: 'Vidéo : comment offrir un séjour' });
    expect(within(dialog).getByRole('link', { name: 'Ouvrir la vidéo dans un nouvel onglet' })).toHaveAttribute('href', '/media/offrir.mp4');
    const video = dialog.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/media/offrir.mp4');
    // no transcript in the CMS entry: the step text stands in as the video's description
    expect(video).toHaveAccessibleDescription(/12 mois pour réserver/);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(watch).toHaveFocus();
  });
});
