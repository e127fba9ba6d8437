/** Image size keys `{width}_{height}` served by /api/images (spec: 120_80, 640_360, 960_540, 750_528, 1500_736, 3840_700). */
export const IMAGE_SIZES = {
  '120_80': [120, 80],
  '300_200': [300, 200],
  '400_300': [400, 300],
  '640_360': [640, 360],
  '960_540': [960, 540],
  '1280_720': [1280, 720],
  '750_528': [750, 528],
  '1500_736': [1500, 736],
  '3840_700': [3840, 700],
  '200_200': [200, 200],
} as const satisfies Record<string, readonly [number, number]>;
export type ImageSizeKey = keyof typeof IMAGE_SIZES;
export const IMAGE_SIZE_KEYS = Object.keys(IMAGE_SIZES) as ImageSizeKey[];

/** Sizes of a gallery / card picture and of a box (spec: box image sizes 120_80, 640_360, 960_540). */
export const GALLERY_SIZES: ImageSizeKey[] = ['120_80', '640_360', '960_540'];
/** Sizes of banners and activity banners (spec: 750_528, 1500_736, 3840_700). */
export const BANNER_SIZES: ImageSizeKey[] = ['750_528', '1500_736', '3840_700'];

/** What the picture shows; each kind has its own foreground. */
export const IMAGE_KINDS = [
  'hotel',
  'room',
  'offer',
  'activity',
  'activity_product',
  'box',
  'city',
  'place',
  'banner',
  'theme',
  'cms',
  'logo',
  'sleeve',
  'gift',
] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** Landscapes a picture can be set in (the theme of an offer, the kind of place of a city...). */
export const IMAGE_SCENES = [
  'seaside',
  'mountain',
  'snow',
  'countryside',
  'city',
  'lake',
  'forest',
  'vineyard',
  'castle',
  'spa',
  'gastronomy',
  'family',
  'adventure',
  'romantic',
] as const;
export type ImageScene = (typeof IMAGE_SCENES)[number];

export function isImageKind(value: string): value is ImageKind {
  return (IMAGE_KINDS as readonly string[]).includes(value);
}
export function isImageSizeKey(value: string): value is ImageSizeKey {
  return Object.prototype.hasOwnProperty.call(IMAGE_SIZES, value);
}
export function isImageScene(value: string): value is ImageScene {
  return (IMAGE_SCENES as readonly string[]).includes(value);
}

/** Base path of generated images; responses carry root-relative URLs under it. */
export const IMAGES_PATH = '/api/images';

/**
 * URL of a generated picture: `/api/images/{kind}/{id}/{size}.svg`, or with a scene `/api/images/{kind}/{id}--{scene}/{size}.svg`.
 * `id` is any token of letters, digits, `_` and `-` (for example an entity id plus an index: `1234-2`).
 */
export function imageUrl(kind: ImageKind, id: string | number, size: ImageSizeKey, scene?: ImageScene): string {
  const token = String(id).replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 64) || '0';
  return `${IMAGES_PATH}/${kind}/${scene ? `${token}--${scene}` : token}/${size}.svg`;
}

/** `{ '120_80': url, '640_360': url, ... }` for one picture. */
export function imagesBySize(
  kind: ImageKind,
  id: string | number,
  sizes: readonly ImageSizeKey[] = GALLERY_SIZES,
  scene?: ImageScene,
): Record<string, string> {
  return Object.fromEntries(sizes.map((size) => [size, imageUrl(kind, id, size, scene)]));
}

/** Words the catalogue uses as image subjects, mapped to a scene (anything else: derived from the id). */
const SUBJECT_SCENES: Record<string, ImageScene> = {
  sea: 'seaside',
  beach: 'seaside',
  seaside: 'seaside',
  searesort: 'seaside',
  coast: 'seaside',
  mountain: 'mountain',
  hiking: 'mountain',
  ski: 'snow',
  skiresort: 'snow',
  snow: 'snow',
  winter: 'snow',
  countryside: 'countryside',
  nature: 'countryside',
  city: 'city',
  culture: 'city',
  museum: 'city',
  lake: 'lake',
  river: 'lake',
  forest: 'forest',
  wine: 'vineyard',
  vineyard: 'vineyard',
  oenology: 'vineyard',
  castle: 'castle',
  heritage: 'castle',
  spa: 'spa',
  wellness: 'spa',
  relaxation: 'spa',
  gastronomy: 'gastronomy',
  food: 'gastronomy',
  dinner: 'gastronomy',
  breakfast: 'gastronomy',
  family: 'family',
  kids: 'family',
  adventure: 'adventure',
  sport: 'adventure',
  sports: 'adventure',
  romantic: 'romantic',
  romance: 'romantic',
  love: 'romantic',
};

/** The scene of a subject word (`'sea'`, `'spa'`, `'double-room'`...): its own scene, a known synonym, or undefined. */
export function sceneOfSubject(subject: string | null | undefined): ImageScene | undefined {
  if (!subject) return undefined;
  const word = subject.toLowerCase();
  if (isImageScene(word)) return word;
  for (const part of word.split(/[^a-z]+/)) {
    const scene = SUBJECT_SCENES[part] ?? (isImageScene(part) ? part : undefined);
    if (scene) return scene;
  }
  return undefined;
}
