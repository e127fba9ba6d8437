/** Gallery rules (site-wide §9): 1 to 3 images show a single image, 4 or more a grid of 4. */
export const GALLERY_GRID_MIN = 4;
export const GALLERY_DEFAULT_HEIGHT = 400;
export const GIFT_BOX_IMAGE_HEIGHT = 250;

export type GalleryLayout = 'none' | 'single' | 'grid';

export function galleryLayout(imageCount: number): GalleryLayout {
  if (!Number.isFinite(imageCount) || imageCount < 1) return 'none';
  return imageCount >= GALLERY_GRID_MIN ? 'grid' : 'single';
}

/** Images shown before the 'See {count} pictures' button: 4 on the hotel page, 5 on the offer page (desktop). */
export function galleryPreview<T>(images: ReadonlyArray<T>, page: 'hotel' | 'offer' | 'card'): T[] {
  const n = page === 'offer' ? 5 : 4;
  const layout = galleryLayout(images.length);
  if (layout === 'none') return [];
  if (layout === 'single' && page !== 'card') return images.slice(0, 1);
  return images.slice(0, n);
}

/** URL of an image in a size ('640_360'), falling back to the nearest larger then any size, then its url. */
export function imageUrl(image: { url?: string; sizes?: Record<string, string> } | null | undefined, size: string): string {
  if (!image) return '';
  const sizes = image.sizes ?? {};
  if (sizes[size]) return sizes[size];
  const [w] = size.split('_').map(Number);
  const keys = Object.keys(sizes)
    .map((k) => ({ k, w: Number(k.split('_')[0]) }))
    .filter((x) => Number.isFinite(x.w))
    .sort((a, b) => a.w - b.w);
  const larger = keys.find((x) => x.w >= (w ?? 0));
  const chosen = larger ?? keys[keys.length - 1];
  return chosen ? sizes[chosen.k]! : (image.url ?? '');
}
