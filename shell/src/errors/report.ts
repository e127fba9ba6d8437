import { logEntry, postError } from './log';
import { shellState } from '../runtime/state';

const MAX_REPORTS_PER_PAGE = 20;
let reports = 0;

/** Logs an error to the console and to the API's log endpoint (at most 20 per page, never throws). */
export function reportError(error: unknown, location: string, detail?: string): void {
  console.error(`[storefront] ${location}${detail ? ` (${detail})` : ''}`, error);
  if (reports >= MAX_REPORTS_PER_PAGE) return;
  reports++;
  try {
    const { context } = shellState();
    void postError(context.endpoints.frontGateway, logEntry(error, context.locale, location));
  } catch {
    // before boot: console only
  }
}
