/**
 * The purchase rules' routes, as one plugin registered by src/routes/index.ts: pay later and instalments,
 * insurance price. (The orders, payments and vouchers routes are purchase/routes.ts.)
 */
import type { FastifyInstance } from 'fastify';
import { typed, type RouteContext } from '../routes/context';
import { payLaterRoutes } from './pay-later-routes';

export async function purchaseRulesRoutes(instance: FastifyInstance, _context: RouteContext): Promise<void> {
  const app = typed(instance);
  await payLaterRoutes(app);
}
