/**
 * The purchase rules' routes, as one plugin registered by src/routes/index.ts: pay later and instalments,
 * insurance price, analytics beacon, the development outbox page and the outbox worker (when SMTP is set). (The orders, payments and vouchers routes are purchase/routes.ts.)
 */
import type { FastifyInstance } from 'fastify';
import { typed, type RouteContext } from '../routes/context';
import { analyticsRoutes } from './analytics';
import { devOutboxRoutes, outboxWorker } from './outbox-routes';
import { payLaterRoutes } from './pay-later-routes';

export async function purchaseRulesRoutes(instance: FastifyInstance, context: RouteContext): Promise<void> {
  const app = typed(instance);
  await payLaterRoutes(app);
  await app.register(async (scope) => analyticsRoutes(typed(scope), context));
  await devOutboxRoutes(app, context);
  outboxWorker(instance, context);
}
