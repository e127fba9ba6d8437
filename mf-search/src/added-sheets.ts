/**
 * Sheets of parts fetched on demand (./parts-styles.ts), added when their chunk loads: in use while mf-search's own
 * sheets are (./styles.ts counts the mounts that use them) or a first view's server style stands for them (the spa's
 * stylesBesideFirstView), so they leave the page with the others on unmount. Apart from ./styles.ts, whose chunk a
 * first view never loads.
 */
export interface LazySheet {
  use(): void;
  unuse(): void;
}

/** How many mf-search mounts (the spa, exposed components) currently use the sheets. */
let users = 0;
const added = new Set<LazySheet>();

/** Add a sheet loaded with a chunk: it is in the page while mf-search is, like the remote's own sheets. */
export function addSheet(sheet: LazySheet): void {
  if (added.has(sheet)) return;
  added.add(sheet);
  for (let i = 0; i < users; i += 1) sheet.use();
}

/** The added sheets, used and unused with the remote's own. */
export const addedSheets: LazySheet = {
  use(): void {
    users += 1;
    added.forEach((sheet) => sheet.use());
  },
  unuse(): void {
    users = Math.max(0, users - 1);
    added.forEach((sheet) => sheet.unuse());
  },
};
