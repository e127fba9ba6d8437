import { screen } from '@testing-library/react';
import { renderAt } from './test/render';

describe('mf-gift root', () => {
  it('renders the gift card page on its route, in the site language', async () => {
    renderAt('/fr/giftcard/customization', { site: 'fr_BE' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Offrez une carte cadeau' })).toBeInTheDocument();
  });

  it('renders the beneficiary redemption page on /beneficiary/login, without a language prefix in Belgium', async () => {
    renderAt('/beneficiary/login', { site: 'nl_BE' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mijn cadeau gebruiken' })).toBeInTheDocument();
  });

  it('says the page is not found on a route that is not a gift page', async () => {
    renderAt('/account/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oups !' })).toBeInTheDocument();
  });
});
