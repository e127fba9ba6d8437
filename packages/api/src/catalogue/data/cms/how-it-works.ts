/**
 * The 'How it works' video of the gifting flow, one per site locale (product-and-purchase.md §2.2): its scenes,
 * its transcript and where it is served. The videos in packages/api/media/how-it-works are rendered from these
 * scenes by packages/api/media/make-how-it-works.ts, so the transcript says exactly what the video shows.
 */
import type { Lang, SiteLocale } from '../text/localized';
import { CMS_SITES, withBrand } from './sites';

export interface HowItWorksScene {
  title: string;
  text: string;
}

export interface HowItWorksScript {
  /** Opening card. */
  intro: HowItWorksScene;
  /** The three steps of the spec: choose an experience; delivered as eVoucher or box; the recipient picks dates. */
  steps: [HowItWorksScene, HowItWorksScene, HowItWorksScene];
  /** Closing card (the site's address is shown under it). */
  outro: string;
}

/** URL path under which the API serves the media files (packages/api/media). */
export const MEDIA_PATH = '/api/media';

/** Where the gift box is delivered, in each site's words: the one part of the scenes that differs within a language. */
const DELIVERY_AREA: Record<SiteLocale, string> = {
  fr_FR: 'partout en France',
  fr_BE: 'partout en Belgique',
  es_ES: 'a toda España',
  nl_BE: 'in heel België',
  nl_NL: 'in heel Nederland',
  it_IT: 'in tutta Italia',
};

/** The scenes as written per language, with the brand token `Weekendia` (see `howItWorksScript`). */
const HOW_IT_WORKS: Record<Lang, (area: string) => HowItWorksScript> = {
  fr: (area) => ({
    intro: { title: 'Comment offrir un séjour Weekendia ?', text: 'Un cadeau en 3 étapes' },
    steps: [
      { title: 'Choisissez une expérience', text: 'Un séjour pour 2 personnes, avec le nombre de nuits de votre choix.' },
      { title: 'Offrez-la en e-coffret ou en coffret', text: `L’e-coffret part tout de suite par e-mail ; le coffret cadeau est livré gratuitement ${area}.` },
      { title: 'Le bénéficiaire choisit ses dates', text: 'Il a 12 mois pour réserver parmi les disponibilités du séjour.' },
    ],
    outro: 'Il ne reste plus qu’à faire plaisir !',
  }),
  es: (area) => ({
    intro: { title: '¿Cómo regalar una escapada Weekendia?', text: 'Un regalo en 3 pasos' },
    steps: [
      { title: 'Elige una experiencia', text: 'Una escapada para 2 personas, con el número de noches que prefieras.' },
      { title: 'Regálala como cheque regalo o en una caja regalo', text: `El cheque regalo llega al momento por e-mail; la caja regalo se envía gratis ${area}.` },
      { title: 'El beneficiario elige sus fechas', text: 'Tiene 12 meses para reservar entre las fechas disponibles de la escapada.' },
    ],
    outro: '¡Solo queda disfrutar!',
  }),
  nl: (area) => ({
    intro: { title: 'Hoe geef je een Weekendia-verblijf cadeau?', text: 'Een cadeau in 3 stappen' },
    steps: [
      { title: 'Kies een belevenis', text: 'Een verblijf voor 2 personen, met het aantal nachten dat je wilt.' },
      { title: 'Geef hem als e-voucher of in een cadeaubox', text: `De e-voucher komt meteen per e-mail; de cadeaubox wordt gratis geleverd ${area}.` },
      { title: 'De ontvanger kiest zelf de data', text: 'Hij of zij heeft 12 maanden om te boeken binnen de beschikbaarheden van het verblijf.' },
    ],
    outro: 'Nu alleen nog genieten!',
  }),
  it: (area) => ({
    intro: { title: 'Come regalare un soggiorno Weekendia?', text: 'Un regalo in 3 passi' },
    steps: [
      { title: 'Scegli un’esperienza', text: 'Un soggiorno per 2 persone, con il numero di notti che preferisci.' },
      { title: 'Regalala come e-voucher o in un cofanetto regalo', text: `L’e-voucher arriva subito via e-mail; il cofanetto regalo è consegnato gratis ${area}.` },
      { title: 'Il beneficiario sceglie le date', text: 'Ha 12 mesi per prenotare tra le disponibilità del soggiorno.' },
    ],
    outro: 'Non resta che godersela!',
  }),
};

/** The scenes of a locale's video, with the brand of its language. */
export function howItWorksScript(locale: SiteLocale): HowItWorksScript {
  return withBrand(HOW_IT_WORKS[CMS_SITES[locale].lang](DELIVERY_AREA[locale]), locale);
}

/** The site's address shown on the closing card: 'weekend-stays.fr', 'weekend-stays.be'... */
export function siteAddressOf(locale: SiteLocale): string {
  return CMS_SITES[locale].host.replace(/^www\./, '');
}

/** What the video shows and says, in order: the text alternative published with it. */
export function transcriptOf(locale: SiteLocale): string {
  const s = howItWorksScript(locale);
  const steps = s.steps.map((step, i) => `${i + 1}. ${step.title}. ${step.text}`);
  return [`${s.intro.title} ${s.intro.text}.`, ...steps, `${s.outro} ${siteAddressOf(locale)}`].join(' ');
}

/** The gift content's `howItWorksVideo` of a locale: the video, its poster (its first scene) and its transcript. */
export function howItWorksVideo(locale: SiteLocale): { url: string; poster: string; transcript: string } {
  return {
    url: `${MEDIA_PATH}/how-it-works/${locale}.webm`,
    poster: `${MEDIA_PATH}/how-it-works/${locale}.webp`,
    transcript: transcriptOf(locale),
  };
}

