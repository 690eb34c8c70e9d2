/** Every staff-only route under /api; the caller installs the staff guard in front. */
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { auditRoutes } from '../audit/routes';
import { cancelRequestRoutes } from './cancel-requests/routes';
import { companyRoutes } from './companies/routes';
import { countryRoutes } from './config/countries';
import { partnerRoutes } from './config/partners';
import { popupTextRoutes } from './config/popup-texts';
import { settingRoutes } from './config/settings';
import { videoLinkRoutes } from './config/video-links';
import { customerKycRoutes } from './customers/kyc-routes';
import { customerRoutes } from './customers/routes';
import { employeeRoutes } from './employees/routes';
import { messageRoutes } from './messages/routes';
import { messageRuleRoutes } from './messages/rule-routes';
import { feeRoutes } from './fees/routes';
import { orderReportRoutes } from './orders/report-routes';
import { orderRoutes } from './orders/routes';
import { projectRoutes } from './projects/routes';
import { queueRoutes } from './queues/routes';
import { releaseRoutes } from './releases/routes';
import { riskRoutes } from './risks/routes';
import { roleRoutes } from './roles/routes';
import { searchRoutes } from './search/routes';
import { sessionRoutes } from './sessions/routes';
import { templateRoutes } from './templates/routes';
import { transactionRoutes } from './transactions/routes';
import { sharedViewRoutes } from './views/routes';

export function adminRoutes(ctx: AppContext): FastifyPluginAsync {
  const modules = [
    projectRoutes,
    riskRoutes,
    companyRoutes,
    orderRoutes,
    orderReportRoutes,
    cancelRequestRoutes,
    customerRoutes,
    customerKycRoutes,
    employeeRoutes,
    roleRoutes,
    sessionRoutes,
    transactionRoutes,
    feeRoutes,
    settingRoutes,
    partnerRoutes,
    videoLinkRoutes,
    popupTextRoutes,
    countryRoutes,
    templateRoutes,
    searchRoutes,
    queueRoutes,
    auditRoutes,
    releaseRoutes,
    messageRoutes,
    messageRuleRoutes,
    sharedViewRoutes,
  ];
  return async (app) => {
    for (const routes of modules) await app.register(routes(ctx));
  };
}
