import type { Lang, SiteLocale } from '../text/localized';
import { CMS_SITES, XSS_PAYLOADS, img, links } from './sites';
import { CITIES, THEMES } from './homepage';
import type { IdeasDocument } from '../../../content/cms-schemas';

const I: Record<
  Lang,
  {
    seoTitle: string;
    seoDescription: string;
    title: string;
    intro: string;
    themes: { title: string; intro: string };
    cities: { title: string; intro: string; label: (city: string) => string };
    seasons: { title: string; intro: string; items: Array<{ slug: string; label: string; scene: string }> };
    regions: string[];
  }
> = {
  fr: {
    seoTitle: 'Idées de week-end : où partir ce week-end ? | Weekendia',
    seoDescription: 'Thèmes, villes, saisons : toutes nos idées de week-end pour trouver l’inspiration.',
    title: 'Idées de week-end',
    intro: 'Envie de partir mais pas d’idée précise ? Parcourez nos thèmes, nos villes coups de cœur et nos envies de saison.',
    themes: { title: 'Par thème', intro: 'Romantique, gourmand ou sportif : choisissez votre ambiance.' },
    cities: { title: 'Par ville', intro: 'Nos villes préférées pour un city break réussi.', label: (c) => `Week-end à ${c}` },
    seasons: {
      title: 'Au fil des saisons',
      intro: 'Les meilleures idées du moment.',
      items: [
        { slug: 'week-end-printemps', label: 'Week-end de printemps', scene: 'countryside' },
        { slug: 'week-end-ete', label: 'Week-end d’été', scene: 'seaside' },
        { slug: 'week-end-automne', label: 'Week-end d’automne', scene: 'forest' },
        { slug: 'week-end-hiver', label: 'Week-end d’hiver', scene: 'snow' },
        { slug: 'week-end-noel', label: 'Marchés de Noël', scene: 'city' },
        { slug: 'pont-de-mai', label: 'Ponts de mai', scene: 'countryside' },
        { slug: 'week-end-ski', label: 'Week-end au ski', scene: 'snow' },
      ],
    },
    regions: ['Bretagne', 'Normandie', 'Provence', 'Alsace', 'Pays basque', 'Bourgogne', 'Côte d’Azur', 'Val de Loire'],
  },
  es: {
    seoTitle: 'Ideas de escapadas: ¿dónde ir este fin de semana? | Weekendia',
    seoDescription: 'Temas, ciudades, estaciones: todas nuestras ideas de escapadas para inspirarte.',
    title: 'Ideas de escapadas',
    intro: '¿Te apetece escaparte pero no sabes adónde? Explora nuestros temas, ciudades favoritas y planes de temporada.',
    themes: { title: 'Por tema', intro: 'Romántico, gastronómico o deportivo: elige tu ambiente.' },
    cities: { title: 'Por ciudad', intro: 'Nuestras ciudades favoritas para una escapada urbana.', label: (c) => `Escapada a ${c}` },
    seasons: {
      title: 'Según la temporada',
      intro: 'Las mejores ideas del momento.',
      items: [
        { slug: 'escapada-primavera', label: 'Escapada de primavera', scene: 'countryside' },
        { slug: 'escapada-verano', label: 'Escapada de verano', scene: 'seaside' },
        { slug: 'escapada-otono', label: 'Escapada de otoño', scene: 'forest' },
        { slug: 'escapada-invierno', label: 'Escapada de invierno', scene: 'snow' },
        { slug: 'puente-de-mayo', label: 'Puente de mayo', scene: 'countryside' },
        { slug: 'semana-santa', label: 'Semana Santa', scene: 'city' },
        { slug: 'escapada-esqui', label: 'Escapada de esquí', scene: 'snow' },
      ],
    },
    regions: ['Andalucía', 'Cataluña', 'Galicia', 'Asturias', 'País Vasco', 'Castilla y León', 'Comunidad Valenciana', 'Aragón'],
  },
  nl: {
    seoTitle: 'Weekendideeën: waar naartoe dit weekend? | Weekendia',
    seoDescription: 'Thema’s, steden, seizoenen: al onze weekendideeën om inspiratie op te doen.',
    title: 'Weekendideeën',
    intro: 'Zin om weg te gaan maar nog geen idee waarheen? Blader door onze thema’s, favoriete steden en seizoenstips.',
    themes: { title: 'Per thema', intro: 'Romantisch, culinair of sportief: kies je sfeer.' },
    cities: { title: 'Per stad', intro: 'Onze favoriete steden voor een geslaagde citytrip.', label: (c) => `Weekendje ${c}` },
    seasons: {
      title: 'Door de seizoenen',
      intro: 'De beste ideeën van het moment.',
      items: [
        { slug: 'lenteweekend', label: 'Lenteweekend', scene: 'countryside' },
        { slug: 'zomerweekend', label: 'Zomerweekend', scene: 'seaside' },
        { slug: 'herfstweekend', label: 'Herfstweekend', scene: 'forest' },
        { slug: 'winterweekend', label: 'Winterweekend', scene: 'snow' },
        { slug: 'kerstmarkten', label: 'Kerstmarkten', scene: 'city' },
        { slug: 'hemelvaartweekend', label: 'Hemelvaartweekend', scene: 'countryside' },
        { slug: 'skiweekend', label: 'Skiweekend', scene: 'snow' },
      ],
    },
    regions: ['Ardennen', 'Kust', 'Limburg', 'Zeeland', 'Veluwe', 'Wadden', 'Kempen', 'Brabant'],
  },
  it: {
    seoTitle: 'Idee weekend: dove andare questo weekend? | Weekendia',
    seoDescription: 'Temi, città, stagioni: tutte le nostre idee weekend per trovare ispirazione.',
    title: 'Idee weekend',
    intro: 'Voglia di partire ma nessuna idea precisa? Sfoglia i nostri temi, le città del cuore e le idee di stagione.',
    themes: { title: 'Per tema', intro: 'Romantico, goloso o sportivo: scegli la tua atmosfera.' },
    cities: { title: 'Per città', intro: 'Le nostre città preferite per un city break riuscito.', label: (c) => `Weekend a ${c}` },
    seasons: {
      title: 'Di stagione in stagione',
      intro: 'Le idee migliori del momento.',
      items: [
        { slug: 'weekend-primavera', label: 'Weekend di primavera', scene: 'countryside' },
        { slug: 'weekend-estate', label: 'Weekend d’estate', scene: 'seaside' },
        { slug: 'weekend-autunno', label: 'Weekend d’autunno', scene: 'forest' },
        { slug: 'weekend-inverno', label: 'Weekend d’inverno', scene: 'snow' },
        { slug: 'mercatini-di-natale', label: 'Mercatini di Natale', scene: 'city' },
        { slug: 'ponte-2-giugno', label: 'Ponte del 2 giugno', scene: 'countryside' },
        { slug: 'weekend-sulla-neve', label: 'Weekend sulla neve', scene: 'snow' },
      ],
    },
    regions: ['Toscana', 'Sicilia', 'Puglia', 'Piemonte', 'Trentino-Alto Adige', 'Campania', 'Liguria', 'Umbria'],
  },
};

function slugify(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/’/g, '-')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function ideas(locale: SiteLocale): IdeasDocument {
  const site = CMS_SITES[locale];
  const t = I[site.lang];
  const l = links(locale);
  return {
    locale,
    seo: { title: t.seoTitle, description: t.seoDescription, index: true, follow: true },
    title: t.title,
    // es_ES: an <img onerror> payload in the intro (rendered as rich text)
    intro: locale === 'es_ES' ? `${t.intro}${XSS_PAYLOADS.imgOnerror}` : t.intro,
    sections: [
      {
        title: t.themes.title,
        intro: t.themes.intro,
        ideas: THEMES.map((theme) => ({ url: l.idea(theme.slug[site.lang]), label: theme.label[site.lang], cover: img('theme', theme.slug.fr, '400_300', theme.scene) })),
      },
      {
        title: t.cities.title,
        intro: t.cities.intro,
        ideas: CITIES[site.country].map((city) => ({ url: l.city(city.slug), label: t.cities.label(city.name[site.lang]), cover: img('city', city.slug, '400_300', city.scene) })),
      },
      {
        title: t.seasons.title,
        intro: t.seasons.intro,
        ideas: t.seasons.items.map((item) => ({ url: l.idea(item.slug), label: item.label, cover: img('theme', item.slug, '400_300', item.scene) })),
      },
    ],
    regions: t.regions.map((label) => ({ label, url: l.city(slugify(label)) })),
  };
}
