import type { FastifyInstance } from 'fastify';
import { typed, type RouteContext } from './context';
import { imageRoutes } from './images';
import searchRoutes from './search';
import marketingRoutes from './marketing';

/** Registers every API route; search routes (src/routes/search) are api-search's. */
export async function registerRoutes(instance: FastifyInstance, context: RouteContext): Promise<void> {
  const app = typed(instance);
  await imageRoutes(app);
  await instance.register(searchRoutes, { database: context.database });
  await instance.register(marketingRoutes, { database: context.database as never });
}
