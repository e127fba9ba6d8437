/** The customer account's calls (site-wide §2 account routes, §3; decision 0082), typed from the API. */
import type { ApiBody, ApiResponse } from '@storefront/api-client';
import type { StorefrontContext } from '@storefront/contracts';
import type { Wishlist } from '@storefront/event-bus';
import { apiClientFor } from './client';

export type Profile = ApiResponse<'/gateway/account/profile', 'get'>;
export type ProfileChange = ApiBody<'/gateway/account/profile', 'put'>;

/** E-mails a one-time code (the answer is the same for every address). */
export async function requestSignInCode(context: StorefrontContext, email: string): Promise<void> {
  await apiClientFor(context).post('/gateway/account/sign-in-codes', { email: email.trim(), locale: context.locale });
}

/** Signs in with the code (the API sets the HttpOnly session cookie); rejects with an ApiError 401 for a wrong code. */
export async function signInWithCode(context: StorefrontContext, email: string, code: string): Promise<Profile> {
  return (await apiClientFor(context).post('/gateway/account/session', { email: email.trim(), code: code.trim() })).profile;
}

/** Adds the browser's list to the account's (sign-in): the merged list, the same on every device. */
export async function mergeWishlist(context: StorefrontContext, list: Wishlist): Promise<Wishlist> {
  return apiClientFor(context).post('/gateway/account/wishlist', { stays: list.stays, activities: list.activities });
}

export function readProfile(context: StorefrontContext): Promise<Profile> {
  return apiClientFor(context).get('/gateway/account/profile');
}

export function saveProfile(context: StorefrontContext, change: ProfileChange): Promise<Profile> {
  return apiClientFor(context).put('/gateway/account/profile', change);
}

/** Signs out this device, or every device of the account. */
export async function signOut(context: StorefrontContext, everywhere: boolean): Promise<void> {
  await apiClientFor(context).delete('/gateway/account/session', { params: { everywhere } });
}

export async function deleteAccount(context: StorefrontContext): Promise<void> {
  await apiClientFor(context).delete('/gateway/account');
}

/** The token of the account's read-only share link (made once). */
export async function shareWishlist(context: StorefrontContext): Promise<string> {
  return (await apiClientFor(context).post('/gateway/account/wishlist/share', {})).token;
}

/** A shared list (anyone with the link; rejects for an unknown token). */
export function readSharedWishlist(context: StorefrontContext, token: string): Promise<Wishlist> {
  return apiClientFor(context).get('/gateway/wishlists/{token}', { pathParams: { token } });
}
