/** Writes: newsletter subscription, contact case, captcha challenge URL (site-wide §7). */
import type { StorefrontContext } from '@storefront/contracts';
import { SITES } from '@storefront/contracts';
import { apiClientFor, postJson } from './client';

export type NewsletterSource = 'footer' | 'popup';

/** Subscribes: the footer block POSTs to {frontGateway}, the pop-up uses the GET variant. Resolves on 200 / 201. */
export async function subscribeNewsletter(context: StorefrontContext, email: string, source: NewsletterSource): Promise<'subscribed' | 'already-subscribed'> {
  const site = SITES[context.locale];
  const payload = { email: email.trim(), country: site.country, language: site.language, source };
  if (source === 'popup') {
    const response = await apiClientFor(context).http.get<{ status?: string }>('/marketing/newsletter', { params: payload });
    return response.status === 201 ? 'subscribed' : 'already-subscribed';
  }
  const { status } = await postJson<{ status?: string }>(context, '/gateway/marketing/newsletter', payload);
  return status === 201 ? 'subscribed' : 'already-subscribed';
}

export interface ContactCaseBody {
  Booking_ID__c?: string;
  contact_reason: string;
  description: string;
  email: string;
  name: string;
  phone: string;
  requestType: string;
  requestSubtype: string;
  captcha?: string;
}

/** Creates a case; in customer-care mode the agent's token replaces the captcha. */
export async function createContactCase(context: StorefrontContext, body: ContactCaseBody, customerCareToken?: string | null): Promise<{ id: number }> {
  const { data } = await postJson<{ id: number }>(
    context,
    '/gateway/contact/cases',
    { ...body, locale: context.locale },
    customerCareToken ? { 'x-customer-care-token': customerCareToken } : undefined,
  );
  return data;
}

/** URL of the ALTCHA challenge, with the configured base. */
export function captchaChallengeUrl(context: StorefrontContext): string {
  return apiClientFor(context).url('/gateway/captcha/challenge');
}
