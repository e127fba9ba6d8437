/** The account pages (site-wide §2): sign-in by e-mailed code back to a same-site origin, with the wishlist merged; the profile. */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@storefront/api-client';
import { WISHLIST_STORAGE_KEY, readWishlist, setWishlisted } from '@storefront/event-bus';
import type { WishlistItem } from '@storefront/contracts';
import { renderWithApp, testContext } from '../../../test/render';
import * as api from '../../api/account';
import { AccountPage, browser } from './account-page';

jest.mock('../../api/account');
const mocked = api as jest.Mocked<typeof api>;
const load = jest.spyOn(browser, 'load').mockImplementation(() => undefined);

const local: WishlistItem = { id: '100015', label: 'Escapade romantique', uri: '/sejour/100015', kind: 'stay' };
const fromAccount: WishlistItem = { id: '700015', label: 'Atelier chocolat', uri: '/activite/700015', kind: 'activity' };
const PROFILE = { email: 'lea@example.fr', firstName: 'Léa', lastName: null, phone: null, language: 'fr' as const, newsletter: false };

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
});

async function signIn(origin: string) {
  const user = userEvent.setup();
  renderWithApp(<AccountPage section="signin" query={new URLSearchParams({ origin })} />, testContext('fr_FR'));
  await user.type(screen.getByLabelText('E-mail'), 'lea@example.fr');
  await user.click(screen.getByRole('button', { name: 'Recevoir mon code' }));
  expect(mocked.requestSignInCode).toHaveBeenCalledWith(expect.anything(), 'lea@example.fr');
  await user.type(await screen.findByLabelText('Code à 6 chiffres'), '123456');
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  return user;
}

test("signs in with the e-mailed code, merges the browser's wishlist into the account's and returns to the origin", async () => {
  act(() => void setWishlisted(local, true));
  mocked.signInWithCode.mockResolvedValue(PROFILE);
  mocked.mergeWishlist.mockResolvedValue({ stays: [local], activities: [fromAccount] });
  await signIn('/sejour/100015#a=2');
  expect(mocked.signInWithCode).toHaveBeenCalledWith(expect.anything(), 'lea@example.fr', '123456');
  expect(mocked.mergeWishlist).toHaveBeenCalledWith(expect.anything(), { stays: [local], activities: [] });
  expect(readWishlist()).toEqual({ stays: [local], activities: [fromAccount] });
  expect(JSON.parse(window.localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '{}').activities).toHaveLength(1);
  expect(load).toHaveBeenCalledWith('/sejour/100015#a=2');
});

test('returns to this site only: another host as origin goes home', async () => {
  mocked.signInWithCode.mockResolvedValue(PROFILE);
  mocked.mergeWishlist.mockResolvedValue({ stays: [], activities: [] });
  await signIn('https://evil.example/phish');
  expect(load).toHaveBeenCalledWith('/');
});

test('a wrong code says so and signs nobody in', async () => {
  mocked.signInWithCode.mockRejectedValue(new ApiError(401, 'INVALID_CODE', 'wrong'));
  await signIn('/');
  expect(await screen.findByRole('alert')).toHaveTextContent('Ce code est erroné ou a expiré');
  expect(mocked.mergeWishlist).not.toHaveBeenCalled();
  expect(load).not.toHaveBeenCalled();
});

test('the profile page shows and saves the account, and signs out of every device', async () => {
  const user = userEvent.setup();
  mocked.readProfile.mockResolvedValue(PROFILE);
  mocked.saveProfile.mockImplementation(async (_c, change) => ({ ...PROFILE, ...change }));
  mocked.signOut.mockResolvedValue();
  renderWithApp(<AccountPage section="settings/profile" query={new URLSearchParams()} />, testContext('fr_FR'));
  expect(await screen.findByText('lea@example.fr')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Nom'), 'Martin');
  await user.click(screen.getByLabelText('Je souhaite recevoir la newsletter et les offres'));
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(mocked.saveProfile).toHaveBeenCalledWith(expect.anything(), { firstName: 'Léa', lastName: 'Martin', phone: null, language: 'fr', newsletter: true });
  expect(await screen.findByText('Vos informations sont enregistrées.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Me déconnecter de tous mes appareils' }));
  expect(mocked.signOut).toHaveBeenCalledWith(expect.anything(), true);
  expect(load).toHaveBeenCalledWith('/');
});

test('the profile page of a visitor who is not signed in goes to the sign-in, back to the profile', async () => {
  mocked.readProfile.mockRejectedValue(new ApiError(401, 'NOT_SIGNED_IN', 'Sign in first'));
  renderWithApp(<AccountPage section="settings/profile" query={new URLSearchParams()} />, testContext('fr_FR'));
  await act(async () => undefined);
  expect(load).toHaveBeenCalledWith('/account/signin?origin=%2Faccount%2Fsettings%2Fprofile');
});
