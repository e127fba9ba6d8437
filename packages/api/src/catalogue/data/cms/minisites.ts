import { campaignWindow } from './dates';
import { XSS_PAYLOADS, img, withBrand } from './sites';
import type { MinisiteLocale, MinisiteRow } from '../../../content/cms-schemas';

interface Campaign {
  /** euros for 2 people */
  from: 108 | 75;
  minNights: 1 | 2;
  bookUntil: string;
  stayUntil: string;
}

function dateText(iso: string, locale: MinisiteLocale): string {
  const [y, m, d] = iso.split('-');
  return locale === 'nl_BE' ? `${d}-${m}-${y}` : `${d}/${m}/${y}`;
}

/** Campaign conditions of the legal footer (site-wide §3: campaign texts, not product rules), without a title: the mini-site page heads them with its own. */
function conditions(locale: MinisiteLocale, c: Campaign): string {
  const book = dateText(c.bookUntil, locale);
  const stay = dateText(c.stayUntil, locale);
  if (locale === 'nl_BE') {
    return (
      `<p>Aanbod vanaf ${c.from} euro voor 2 personen` +
      (c.minNights === 2 ? ', minimumverblijf van 2 nachten' : '') +
      `, in een tweepersoonskamer, onder voorbehoud van beschikbaarheid. Te boeken tot en met ${book} voor een verblijf tot en met ${stay}. ` +
      'Alleen elektronische betaling met bankkaart of digitale portemonnee (Apple Pay, Google Pay). Niet cumuleerbaar met andere acties.</p>'
    );
  }
  return (
    `<p>Offre à partir de ${c.from} euros pour 2 personnes` +
    (c.minNights === 2 ? ', séjour de 2 nuits minimum' : '') +
    `, en chambre double, sous réserve de disponibilité. Réservation jusqu’au ${book} inclus pour un séjour jusqu’au ${stay} inclus. ` +
    'Paiement électronique uniquement, par carte bancaire ou portefeuille numérique (Apple Pay, Google Pay). Non cumulable avec d’autres offres.</p>'
  );
}

const DOC = {
  fr: (partner: string | null) => ({
    title: partner ? `Les week-ends ${partner}` : 'Vos week-ends à prix privilégiés',
    intro: partner
      ? `Des séjours hôtel + activité négociés pour les membres ${partner}, au meilleur prix.`
      : 'Des séjours hôtel + activité négociés pour vous, au meilleur prix.',
    bannerAlt: partner ? `Bannière des offres ${partner}` : 'Bannière des offres privilégiées',
  }),
  nl: (partner: string | null) => ({
    title: partner ? `De weekends van ${partner}` : 'Jouw weekends aan voordeelprijzen',
    intro: partner
      ? `Arrangementen met hotel + activiteit, onderhandeld voor de leden van ${partner}, aan de beste prijs.`
      : 'Arrangementen met hotel + activiteit, voor jou onderhandeld, aan de beste prijs.',
    bannerAlt: partner ? `Banner met de aanbiedingen van ${partner}` : 'Banner met de voordeelaanbiedingen',
  }),
};

function minisite(
  id: number,
  url: string,
  locale: MinisiteLocale,
  partnerName: string | null,
  withLogo: boolean,
  campaign: Campaign,
  extraFooter = '',
): MinisiteRow {
  const lang = locale === 'nl_BE' ? 'nl' : 'fr';
  const doc = DOC[lang](partnerName);
  return withBrand({
    id,
    url,
    locale,
    partnerName,
    logoUrl: withLogo ? img('logo', `minisite-${id}`, '200_200') : null,
    bannerUrls: {
      desktop: img('banner', `minisite-${id}`, '3840_700', id % 2 ? 'seaside' : 'countryside'),
      mobile: img('banner', `minisite-${id}`, '750_528', id % 2 ? 'seaside' : 'countryside'),
    },
    footer: conditions(locale, campaign) + extraFooter,
    document: {
      title: doc.title,
      intro: doc.intro,
      bannerAlt: doc.bannerAlt,
      seo: { title: `${doc.title} | Weekendia`, description: doc.intro, index: false, follow: true },
    },
  }, locale);
}

/** The six partner mini-sites (ids 360, 250, 97, 30, 14, 244) on `today`: their campaigns are bookable for the
 * coming months (dates.ts campaignWindow). */
export function minisitesOn(today: string): MinisiteRow[] {
  return [
    minisite(360, 'cse-avantages', 'fr_FR', 'CSE Avantages', true, { from: 108, minNights: 2, ...campaignWindow(today, 120) }),
    minisite(250, 'club-voyageurs', 'fr_FR', 'Club Voyageurs', true, { from: 75, minNights: 1, ...campaignWindow(today, 45) }),
    minisite(97, 'fidelite-plus', 'fr_BE', 'Fidélité Plus', true, { from: 108, minNights: 2, ...campaignWindow(today, 90) }),
    minisite(30, 'voordeelclub', 'nl_BE', 'VoordeelClub', true, { from: 75, minNights: 2, ...campaignWindow(today, 30) }),
    minisite(14, 'ledenvoordeel', 'nl_BE', null, false, { from: 108, minNights: 1, ...campaignWindow(today, 180) }),
    // 244 carries XSS payloads in its legal footer: the mini-site landing must sanitise it
    minisite(244, 'escapades-privees', 'fr_FR', null, true, { from: 75, minNights: 2, ...campaignWindow(today, 60) }, `${XSS_PAYLOADS.imgOnerror}${XSS_PAYLOADS.script}`),
  ];
}
