/**
 * 'How it works' of the gifting flow (product-and-purchase.md §2.2): three steps (choose an experience; delivered
 * as eVoucher or box; the recipient picks the dates) and the locale's video. The spec gives no video addresses:
 * the video comes from the locale's gift content in the CMS (`howItWorksVideo`). With one, it plays in a native
 * player (poster, no preload) with a link to open it and its transcript; without one (or while it loads, or if
 * the CMS fails) the transcript text stands in, so no one gets a broken or invented link.
 */
import { useId } from 'react';
import { useTranslation } from '@storefront/i18n';
import { useApp } from '../../app-context';
import { fetchHowItWorksVideo } from '../../api/product';
import { useFetch } from '../../api/use-fetch';

export function HowItWorks() {
  const { t } = useTranslation();
  const { client, context } = useApp();
  const transcriptId = useId();
  const production = context.environment === 'production';
  const video = useFetch(`how-it-works:${context.locale}:${production}`, (signal) => fetchHowItWorksVideo(client, context.locale, production, signal)).data ?? null;
  const transcript = video?.transcript ?? t('booking.howTranscript');
  return (
    <section className="sf-product-how" aria-labelledby="sf-product-how-title">
      <h3 id="sf-product-how-title">{t('booking.howItWorks')}</h3>
      <ol className="sf-product-how__steps">
        <li>{t('booking.howSteps.choose')}</li>
        <li>{t('booking.howSteps.delivery')}</li>
        <li>{t('booking.howSteps.dates')}</li>
      </ol>
      {video ? (
        <figure className="sf-product-how__video">
          <video controls preload="none" poster={video.poster} src={video.url} aria-label={t('booking.video')} aria-describedby={transcriptId} width={640} height={360} />
          <figcaption>
            <a href={video.url} target="_blank" rel="noopener noreferrer">
              {t('booking.videoOpen')}
            </a>
          </figcaption>
          <details>
            <summary>{t('booking.videoTranscript')}</summary>
            <p id={transcriptId}>{transcript}</p>
          </details>
        </figure>
      ) : (
        <p className="sf-product-how__transcript" data-testid="how-it-works-transcript">
          {transcript}
        </p>
      )}
    </section>
  );
}
