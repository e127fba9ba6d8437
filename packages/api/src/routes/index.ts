import type { FastifyInstance } from 'fastify';
import { contentRoutes } from '../content';
import { giftRoutes } from '../gift';
import { accountRoutes } from '../identity/account-routes';
import { agentRoutes } from '../identity/agent-routes';
import { imageRoutes } from '../images/routes';
import { productRoutes } from '../product';
import { purchaseRoutes } from '../purchase/routes';
import { purchaseRulesRoutes } from '../purchase/rules-routes';
import { searchRoutes } from '../search';
import { typed, type RouteContext } from './context';

/**
 * The one registry of the API's routes: one line per slice (src/<slice>/index.ts keeps its routes, queries and
 * schemas together; docs/decisions/0004-api-slices.md). Shared pictures come first, search last.
 */
export async function registerRoutes(instance: FastifyInstance, context: RouteContext): Promise<void> {
  const app = typed(instance);
  await imageRoutes(app);
  await productRoutes(app, context);
  await giftRoutes(app, context);
  await contentRoutes(app, context);
  await instance.register(searchRoutes, { database: context.database });
  await instance.register(agentRoutes, context);
  await instance.register(accountRoutes, context);
  await instance.register(purchaseRulesRoutes, context);
  await instance.register(async (scope) => purchaseRoutes(scope, context));
}
