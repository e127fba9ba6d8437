/** The gift content the set-up reads: the locale's 'How it works' video (CMS gift block). */
import type { GiftApiClient } from './client';

/** The 'How it works' video of the gifting flow, from the locale's gift content (CMS). */
export interface HowItWorksVideo {
  url: string;
  poster?: string;
  transcript?: string;
}

/** Only http(s) or root-relative URLs are played or linked (anything else is dropped). */
function safeUrl(value: unknown): string | undefined {
  return typeof value === 'string' && /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/.test(value) ? value : undefined;
}

/**
 * The video of the locale's gift content entry (`howItWorksVideo: { url, poster?, transcript? }`), or null when
 * the CMS gives none or an unusable one.
 */
export function howItWorksVideoOf(entries: readonly unknown[], locale: string): HowItWorksVideo | null {
  const entry = entries.find((e): e is Record<string, unknown> => !!e && typeof e === 'object' && (e as { locale?: unknown }).locale === locale);
  const video = entry?.howItWorksVideo as Record<string, unknown> | undefined;
  const url = safeUrl(video?.url);
  if (!video || !url) return null;
  const poster = safeUrl(video.poster);
  const transcript = typeof video.transcript === 'string' && video.transcript.trim() ? video.transcript.trim() : undefined;
  return { url, ...(poster ? { poster } : {}), ...(transcript ? { transcript } : {}) };
}

/**
 * The 'How it works' video of a locale, from the gift content of the CMS: GET /content/giftBlock.json outside
 * production, {frontGateway}/content/giftBlock in production (site-wide §7); null when there is none.
 */
export async function fetchHowItWorksVideo(client: GiftApiClient, locale: string, production: boolean, signal?: AbortSignal): Promise<HowItWorksVideo | null> {
  const answer = production ? await client.get('/gateway/content/giftBlock', { signal }) : await client.get('/content/giftBlock.json', { signal });
  return howItWorksVideoOf(Array.isArray(answer.entries) ? answer.entries : [], locale);
}
