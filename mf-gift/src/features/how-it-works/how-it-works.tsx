/**
 * 'How it works' of the gift set-up (product-and-purchase.md §2.2, issue #30): three steps (choose an experience; delivered
 * as eVoucher or box; the recipient picks the dates) and the locale's video. The spec gives no video addresses:
 * the video comes from the locale's gift content in the CMS (`howItWorksVideo`; the seeded CMS has one per site,
 * served by the API). With one, a 'Watch the video' button opens it in a native player with a link to open it
 * and its transcript; without one (or while it loads, or if the CMS fails) the transcript text stands in, so no
 * one gets a broken or invented link.
 */
import { useId, useState } from 'react';
import { readsStaticContent } from '@storefront/contracts';
import { Modal } from '@storefront/ui';
import { useApp, useT } from '../../app-context';
import { fetchHowItWorksVideo, type HowItWorksVideo } from '../../api/how-it-works';
import { useResource } from '../../api/use-resource';

export function HowItWorks() {
  const t = useT();
  const { client, context } = useApp();
  // the site's static JSON outside production, the front gateway in production (contracts readsStaticContent)
  const production = !readsStaticContent(context.environment);
  const video = useResource(`how-it-works:${context.locale}:${production}`, (signal) => fetchHowItWorksVideo(client, context.locale, production, signal)).data ?? null;
  return (
    <section className="sf-gift-how" aria-labelledby="sf-gift-how-title">
      <h2 id="sf-gift-how-title">{t('howItWorks.title')}</h2>
      <ol className="sf-gift-how__steps">
        <li>{t('howItWorks.steps.choose')}</li>
        <li>{t('howItWorks.steps.delivery')}</li>
        <li>{t('howItWorks.steps.dates')}</li>
      </ol>
      {video ? (
        <VideoPlayer video={video} />
      ) : (
        <p className="sf-gift-how__transcript" data-testid="how-it-works-transcript">
          {t('howItWorks.transcript')}
        </p>
      )}
    </section>
  );
}

/**
 * The video behind a compact 'Watch the video' button (its poster as a thumbnail), so the booking panel stays
 * short; it plays in a modal, large enough to read, with a link to open it and its transcript.
 */
function VideoPlayer({ video }: { video: HowItWorksVideo }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const transcriptId = useId();
  const transcript = video.transcript ?? t('howItWorks.transcript');
  return (
    <>
      <button type="button" className="sf-gift-how__watch" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {video.poster ? <img src={video.poster} alt="" width={128} height={72} loading="lazy" decoding="async" /> : null}
        <span>{t('howItWorks.videoWatch')}</span>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('howItWorks.video')} size="large" className="sf-gift-how__modal">
        <figure className="sf-gift-how__video">
          <video controls autoPlay playsInline preload="metadata" poster={video.poster} src={video.url} aria-label={t('howItWorks.video')} aria-describedby={transcriptId} width={1280} height={720} />
          <figcaption>
            <a href={video.url} target="_blank" rel="noopener noreferrer">
              {t('howItWorks.videoOpen')}
            </a>
          </figcaption>
          <details>
            <summary>{t('howItWorks.videoTranscript')}</summary>
            <p id={transcriptId}>{transcript}</p>
          </details>
        </figure>
      </Modal>
    </>
  );
}
