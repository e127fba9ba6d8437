import type { Lang, SiteLocale } from '../text/localized';
import { CMS_SITES, links } from './sites';
import { CITIES } from './homepage';
import type { NavigationDocument, NavigationNode } from '../../../content/cms-schemas';

const L: Record<Lang, { inspirations: string; themes: string; destinations: string; ideas: string; lastMinute: string; gifts: string; allThemes: string; weekTheme: { title: string; description: string } }> = {
  fr: { inspirations: 'Inspirations', themes: 'Thèmes', destinations: 'Destinations', ideas: 'Idées week-end', lastMinute: 'Dernière minute', gifts: 'Cadeaux', allThemes: 'Tous les thèmes', weekTheme: { title: 'Les week-ends au bord d’un lac', description: 'Eaux calmes, pontons et couchers de soleil : notre sélection pour se ressourcer au bord de l’eau.' } },
  es: { inspirations: 'Inspiración', themes: 'Temas', destinations: 'Destinos', ideas: 'Ideas de escapadas', lastMinute: 'Última hora', gifts: 'Regalos', allThemes: 'Todos los temas', weekTheme: { title: 'Escapadas junto a un lago', description: 'Aguas tranquilas, embarcaderos y atardeceres: nuestra selección para desconectar junto al agua.' } },
  nl: { inspirations: 'Inspiratie', themes: 'Thema’s', destinations: 'Bestemmingen', ideas: 'Weekendideeën', lastMinute: 'Last minute', gifts: 'Cadeaus', allThemes: 'Alle thema’s', weekTheme: { title: 'Weekendjes aan het meer', description: 'Rustig water, steigers en zonsondergangen: onze selectie om tot rust te komen aan het water.' } },
  it: { inspirations: 'Ispirazioni', themes: 'Temi', destinations: 'Destinazioni', ideas: 'Idee weekend', lastMinute: 'Last minute', gifts: 'Regali', allThemes: 'Tutti i temi', weekTheme: { title: 'Weekend in riva al lago', description: 'Acque calme, pontili e tramonti: la nostra selezione per ricaricarsi in riva all’acqua.' } },
};

/** 16 themes (>= 15: the themes level is laid out in columns). */
const THEME_LIST: Array<Record<Lang, string>> = [
  { fr: 'Romantique', es: 'Romántico', nl: 'Romantisch', it: 'Romantico' },
  { fr: 'Bien-être', es: 'Bienestar', nl: 'Wellness', it: 'Benessere' },
  { fr: 'Gastronomie', es: 'Gastronomía', nl: 'Culinair', it: 'Gastronomia' },
  { fr: 'En famille', es: 'En familia', nl: 'Met het gezin', it: 'In famiglia' },
  { fr: 'Insolite', es: 'Insólito', nl: 'Bijzonder', it: 'Insolito' },
  { fr: 'Œnologie', es: 'Enología', nl: 'Wijn', it: 'Enologia' },
  { fr: 'Montagne', es: 'Montaña', nl: 'Bergen', it: 'Montagna' },
  { fr: 'Bord de mer', es: 'Playa', nl: 'Aan zee', it: 'Mare' },
  { fr: 'Châteaux', es: 'Castillos', nl: 'Kastelen', it: 'Castelli' },
  { fr: 'Sport & aventure', es: 'Deporte y aventura', nl: 'Sport & avontuur', it: 'Sport e avventura' },
  { fr: 'Culture', es: 'Cultura', nl: 'Cultuur', it: 'Cultura' },
  { fr: 'Nature', es: 'Naturaleza', nl: 'Natuur', it: 'Natura' },
  { fr: 'Ski', es: 'Esquí', nl: 'Skiën', it: 'Sci' },
  { fr: 'Golf', es: 'Golf', nl: 'Golf', it: 'Golf' },
  { fr: 'Avec son chien', es: 'Con tu perro', nl: 'Met de hond', it: 'Con il cane' },
  { fr: 'Road trip', es: 'Road trip', nl: 'Roadtrip', it: 'Road trip' },
];

/** Regions with their cities per country: Inspirations > Destinations > region > city (four levels). */
const REGIONS: Record<'FR' | 'ES' | 'BE' | 'NL' | 'IT', Array<{ name: Record<Lang, string>; cities: number[] }>> = {
  FR: [
    { name: { fr: 'Île-de-France', es: 'Isla de Francia', nl: 'Île-de-France', it: 'Île-de-France' }, cities: [0] },
    { name: { fr: 'Nouvelle-Aquitaine', es: 'Nueva Aquitania', nl: 'Nouvelle-Aquitaine', it: 'Nuova Aquitania' }, cities: [1, 3] },
    { name: { fr: 'Auvergne-Rhône-Alpes', es: 'Auvernia-Ródano-Alpes', nl: 'Auvergne-Rhône-Alpes', it: 'Alvernia-Rodano-Alpi' }, cities: [2, 5] },
    { name: { fr: 'Grand Est', es: 'Gran Este', nl: 'Grand Est', it: 'Grand Est' }, cities: [4] },
  ],
  ES: [
    { name: { fr: 'Catalogne', es: 'Cataluña', nl: 'Catalonië', it: 'Catalogna' }, cities: [0] },
    { name: { fr: 'Communauté de Madrid', es: 'Comunidad de Madrid', nl: 'Madrid', it: 'Comunità di Madrid' }, cities: [1] },
    { name: { fr: 'Andalousie', es: 'Andalucía', nl: 'Andalusië', it: 'Andalusia' }, cities: [2, 4] },
    { name: { fr: 'Communauté valencienne', es: 'Comunidad Valenciana', nl: 'Valencia', it: 'Comunità Valenciana' }, cities: [3] },
    { name: { fr: 'Pays basque', es: 'País Vasco', nl: 'Baskenland', it: 'Paesi Baschi' }, cities: [5] },
  ],
  BE: [
    { name: { fr: 'Flandre', es: 'Flandes', nl: 'Vlaanderen', it: 'Fiandre' }, cities: [0, 2, 4] },
    { name: { fr: 'Wallonie', es: 'Valonia', nl: 'Wallonië', it: 'Vallonia' }, cities: [1, 3, 5] },
  ],
  NL: [
    { name: { fr: 'Hollande-Septentrionale', es: 'Holanda Septentrional', nl: 'Noord-Holland', it: 'Olanda Settentrionale' }, cities: [0, 2, 5] },
    { name: { fr: 'Limbourg', es: 'Limburgo', nl: 'Limburg', it: 'Limburgo' }, cities: [1, 4] },
    { name: { fr: 'Utrecht', es: 'Utrecht', nl: 'Utrecht', it: 'Utrecht' }, cities: [3] },
  ],
  IT: [
    { name: { fr: 'Latium', es: 'Lacio', nl: 'Lazio', it: 'Lazio' }, cities: [0] },
    { name: { fr: 'Toscane', es: 'Toscana', nl: 'Toscane', it: 'Toscana' }, cities: [1] },
    { name: { fr: 'Vénétie', es: 'Véneto', nl: 'Veneto', it: 'Veneto' }, cities: [2, 4] },
    { name: { fr: 'Lombardie', es: 'Lombardía', nl: 'Lombardije', it: 'Lombardia' }, cities: [3] },
    { name: { fr: 'Campanie', es: 'Campania', nl: 'Campanië', it: 'Campania' }, cities: [5] },
  ],
};

function slugify(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/g, 'oe')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function navigation(locale: SiteLocale): NavigationDocument {
  const site = CMS_SITES[locale];
  const t = L[site.lang];
  const l = links(locale);
  const cities = CITIES[site.country];
  const id = (...parts: Array<string | number>) => [locale, ...parts].join(':');
  const node = (p: Omit<NavigationNode, 'children' | 'location' | 'variant'> & Partial<NavigationNode>): NavigationNode => ({
    location: 'all',
    variant: 'default',
    children: [],
    ...p,
  });

  const themes = node({
    _id: id('themes'),
    label: t.themes,
    uri: l.ideas(),
    variant: 'themes',
    count: THEME_LIST.length,
    thisWeekTheme: { themaTitle: t.weekTheme.title, description: t.weekTheme.description, weekendUrl: l.idea(slugify(t.weekTheme.title)) },
    children: THEME_LIST.map((label, i) =>
      node({ _id: id('themes', i), label: label[site.lang], uri: l.idea(slugify(label[site.lang])), count: 40 + ((i * 37) % 180) }),
    ),
  });

  const destinations = node({
    _id: id('destinations'),
    label: t.destinations,
    uri: l.search('booking'),
    children: REGIONS[site.country].map((region, r) =>
      node({
        _id: id('destinations', r),
        label: region.name[site.lang],
        uri: l.city(slugify(region.name[site.lang])),
        count: region.cities.length * 57,
        children: region.cities.map((c) => {
          const city = cities[c]!;
          return node({ _id: id('destinations', r, city.slug), label: city.name[site.lang], uri: l.city(city.slug), count: 20 + c * 11 });
        }),
      }),
    ),
  });

  return {
    locale,
    items: [
      node({ _id: id('inspirations'), label: t.inspirations, uri: l.ideas(), variant: 'highlight', children: [themes, destinations] }),
      node({ _id: id('ideas'), label: t.ideas, uri: l.ideas() }),
      node({ _id: id('last-minute'), label: t.lastMinute, uri: l.search('booking') }),
      node({ _id: id('gifts'), label: t.gifts, uri: l.search('gifting'), location: 'burger' }),
    ],
  };
}
