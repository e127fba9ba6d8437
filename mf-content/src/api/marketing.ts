/** Writes: newsletter subscription, contact case, captcha challenge URL (site-wide §7), typed from the API. */
import type { ApiBody, ApiResponse } from '@storefront/api-client';
import type { StorefrontContext } from '@storefront/contracts';
import { SITES } from '@storefront/contracts';
import { apiClientFor } from './client';

export type NewsletterSource = 'footer' | 'popup';
export type NewsletterResult = ApiResponse<'/gateway/marketing/newsletter', 'post'>['status'];

/** Subscribes (the footer block and the pop-up, told apart by `source`). Resolves on 201. */
export async function subscribeNewsletter(context: StorefrontContext, email: string, source: NewsletterSource): Promise<NewsletterResult> {
  const site = SITES[context.locale];
  const payload = { email: email.trim(), country: site.country, language: site.language, source };
  const answer = await apiClientFor(context).post('/gateway/marketing/newsletter', payload);
  return answer.status;
}

/** The contact form's fields (the locale is added here). */
export type ContactCaseBody = Omit<ApiBody<'/gateway/contact/cases'>, 'locale'>;

/** Creates a case; a verified agent's session cookie (HttpOnly, sent by the browser) replaces the captcha. */
export async function createContactCase(context: StorefrontContext, body: ContactCaseBody): Promise<{ id: number }> {
  const answer = await apiClientFor(context).post('/gateway/contact/cases', { ...body, locale: context.locale });
  return { id: answer.id };
}

/** URL of the ALTCHA challenge, with the configured base. */
export function captchaChallengeUrl(context: StorefrontContext): string {
  return apiClientFor(context).url('/gateway/captcha/challenge');
}
