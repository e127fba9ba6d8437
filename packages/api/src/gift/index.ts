/**
 * The gift slice: gift boxes, single vouchers, beneficiary redemption and the custom sub-elements of the physical
 * format (routes, queries and schemas together).
 */
import type { ApiInstance, RouteContext } from '../routes/context';
import { beneficiaryRoutes } from './beneficiary';
import { boxRoutes } from './boxes';
import { customSubElementRoutes } from './custom-sub-elements';
import { singleVoucherRoutes } from './single-vouchers';

export async function giftRoutes(app: ApiInstance, context: RouteContext): Promise<void> {
  await singleVoucherRoutes(app, context);
  await boxRoutes(app, context);
  await beneficiaryRoutes(app, context);
  await customSubElementRoutes(app, context);
}
