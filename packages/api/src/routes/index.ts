import type { FastifyInstance } from 'fastify';
import { typed, type RouteContext } from './context';
import { boxRoutes } from './gateway/boxes';
import { cmsRoutes } from './gateway/cms';
import { hotelRoutes } from './hotel';
import { imageRoutes } from './images';
import { mediaRoutes } from './media';
import marketingRoutes from './marketing';
import { purchaseRulesRoutes } from '../purchase/rules-routes';
import { calendarRoutes } from './product/calendar-routes';
import { contentRoutes } from './product/content-routes';
import { offerRoutes } from './product/offer-routes';
import { purchaseRoutes } from '../purchase/routes';
import searchRoutes from './search';

/** Registers every API route; search routes (src/routes/search) are api-search's, marketing routes the content helper's. */
export async function registerRoutes(instance: FastifyInstance, context: RouteContext): Promise<void> {
  const app = typed(instance);
  await imageRoutes(app);
  await mediaRoutes(app);
  await offerRoutes(app, context);
  await calendarRoutes(app, context);
  await contentRoutes(app, context);
  await hotelRoutes(app, context);
  await boxRoutes(app, context);
  await cmsRoutes(app, context);
  await instance.register(searchRoutes, { database: context.database });
  await instance.register(marketingRoutes, { database: context.database, customerCareTokens: context.config.customerCareTokens });
  await instance.register(async (scope) => purchaseRoutes(scope, context));
  await instance.register(purchaseRulesRoutes, context);
}
