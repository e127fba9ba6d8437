/**
 * Imported (for its effect) by every part of mf-search fetched on demand: their rules (./parts.css) join the
 * remote's sheets when the first of them loads, and leave the page with the others on unmount.
 */
import partsStyles from './parts.css';
import { addSheet } from './added-sheets';

addSheet(partsStyles);
