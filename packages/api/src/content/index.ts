/**
 * The content slice: CMS documents and mini-sites, the client error log, marketing (newsletter, captcha, contact)
 * and the gifting flow's media (routes, queries and schemas together). Pictures are the shared src/images.
 */
import type { ApiInstance, RouteContext } from '../routes/context';
import { cmsRoutes } from './cms';
import marketingRoutes from './marketing';
import { mediaRoutes } from './media';

export async function contentRoutes(app: ApiInstance, context: RouteContext): Promise<void> {
  await mediaRoutes(app);
  await cmsRoutes(app, context);
  await app.register(marketingRoutes, { database: context.database });
}
