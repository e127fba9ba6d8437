/**
 * The product slice: stay offers (detail, cancellation options, quote, checkout nights, upsells), their calendars,
 * hotels, reviews, activities and activity-only products (routes, queries and schemas together). Every price comes
 * from sf_quote (src/db/pricing.ts).
 */
import type { ApiInstance, RouteContext } from '../routes/context';
import { calendarRoutes } from './calendar-routes';
import { hotelRoutes } from './hotel-routes';
import { offerRoutes } from './offer-routes';
import { reviewAndActivityRoutes } from './review-activity-routes';

export async function productRoutes(app: ApiInstance, context: RouteContext): Promise<void> {
  await offerRoutes(app, context);
  await calendarRoutes(app, context);
  await reviewAndActivityRoutes(app, context);
  await hotelRoutes(app, context);
}
