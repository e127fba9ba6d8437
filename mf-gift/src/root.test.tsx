import { screen } from '@testing-library/react';
import { renderAt } from './test/render';

describe('mf-gift root', () => {
  it('renders the gift card page on its route, in the site language', async () => {
    renderAt('/fr/giftcard/customization', { site: 'fr_BE' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Offrez une carte cadeau' })).toBeInTheDocument();
  });

  it('says the page is not found on a gift route it has no page for yet (beneficiary login)', async () => {
    renderAt('/beneficiary/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oups !' })).toBeInTheDocument();
  });
});
