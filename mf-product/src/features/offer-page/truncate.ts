/** See more / see less truncation of hotel blocks (product-and-purchase.md §2.3): 86 characters on mobile, 250 on desktop. */
export const TRUNCATE_MOBILE = 86;
export const TRUNCATE_DESKTOP = 250;
/** The programme summary is cut at 250 everywhere. */
export const TRUNCATE_PROGRAMME = 250;

export function truncateLimit(mobile: boolean): number {
  return mobile ? TRUNCATE_MOBILE : TRUNCATE_DESKTOP;
}

/** The text cut at `limit` characters on a word boundary with an ellipsis, or null when it fits. */
export function truncate(text: string, limit: number): string | null {
  const clean = text.trim();
  if (clean.length <= limit) return null;
  const cut = clean.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?]+$/, '')}…`;
}
