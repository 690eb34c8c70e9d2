/** Every staff-only route under /api; the caller installs the staff guard in front. */
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { companyRoutes } from './companies/routes';
import { customerRoutes } from './customers/routes';
import { orderRoutes } from './orders/routes';
import { projectRoutes } from './projects/routes';

export function adminRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(projectRoutes(ctx));
    await app.register(companyRoutes(ctx));
    await app.register(orderRoutes(ctx));
    await app.register(customerRoutes(ctx));
  };
}
