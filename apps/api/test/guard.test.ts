import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './helpers/auth';
import { call } from './helpers/http';
import { startServer, type TestServer } from './helpers/server';

/** Every staff-only route (path parameters filled with 1). */
const ADMIN_ROUTES: [string, string][] = [
  ['GET', '/api/v2/admin/project'],
  ['GET', '/api/property/filter'],
  ['POST', '/api/project'],
  ['GET', '/api/v2/project/1'],
  ['PUT', '/api/v2/project/1'],
  ['PUT', '/api/v2/project/status/1'],
  ['DELETE', '/api/v2/project/1?mode=hard'],
  ['POST', '/api/v2/project/1/media'],
  ['POST', '/api/v2/project/1/media/file'],
  ['POST', '/api/project/project_metadata'],
  ['PUT', '/api/project/project_metadata/1'],
  ['DELETE', '/api/project/project_metadata/1'],
  ['GET', '/api/project/project_metadata/risk/1'],
  ['GET', '/api/v2/company'],
  ['POST', '/api/v2/company'],
  ['GET', '/api/v2/company/1'],
  ['PUT', '/api/v2/company/1'],
  ['GET', '/api/v2/order'],
  ['GET', '/api/v2/order/filter'],
  ['GET', '/api/order/report'],
  ['GET', '/api/order/1'],
  ['PUT', '/api/order/status'],
  ['POST', '/api/order/addCoverImageOrder/1'],
  ['POST', '/api/order/update-order-time-status/1'],
  ['GET', '/api/v2/admin/cancel'],
  ['GET', '/api/v2/admin/cancel/1'],
  ['POST', '/api/v2/admin/cancel'],
  ['POST', '/api/v2/admin/cancel/1/approve'],
  ['POST', '/api/v2/admin/cancel/1/reject'],
  ['GET', '/api/users/filter'],
  ['GET', '/api/v2/customer'],
  ['GET', '/api/v2/customer/1'],
  ['PUT', '/api/v2/customer/1'],
  ['PUT', '/api/v2/customer/1/kyc'],
  ['GET', '/api/me/portfolioById/1'],
  ['GET', '/api/v2/admin/employee'],
  ['POST', '/api/v2/admin/employee'],
  ['GET', '/api/v2/admin/employee/1'],
  ['PUT', '/api/v2/admin/employee/1'],
  ['DELETE', '/api/v2/admin/employee/1'],
  ['GET', '/api/role'],
  ['GET', '/api/role/1'],
  ['POST', '/api/role'],
  ['PUT', '/api/role/1'],
  ['GET', '/api/wallet/transactionsfilter'],
  ['GET', '/api/v2/transaction'],
  ['GET', '/api/v2/transaction/1'],
  ['GET', '/api/percentage/all'],
  ['POST', '/api/percentage/'],
  ['PUT', '/api/percentage/1'],
  ['DELETE', '/api/percentage/1'],
  ['GET', '/api/percentage/property/1'],
  ['GET', '/api/percentage/property_sync/1'],
  ['PUT', '/api/percentage/property/1/?property_id=1'],
  ['GET', '/api/setting'],
  ['POST', '/api/setting'],
  ['GET', '/api/setting/1'],
  ['PUT', '/api/setting/1'],
  ['DELETE', '/api/setting/1'],
  ['GET', '/api/config/partner'],
  ['POST', '/api/config/partner'],
  ['PUT', '/api/config/partner/1'],
  ['DELETE', '/api/config/partner/1'],
  ['GET', '/api/config/videolink'],
  ['POST', '/api/config/videoLink'],
  ['PUT', '/api/config/videoLink/1'],
  ['DELETE', '/api/config/videoLink/1'],
  ['GET', '/api/config/popuptext'],
  ['POST', '/api/config/popuptext'],
  ['PUT', '/api/config/popuptext/1'],
  ['DELETE', '/api/config/popuptext/1'],
  ['GET', '/api/config/country'],
  ['GET', '/api/v2/template'],
  ['POST', '/api/v2/template'],
  ['POST', '/api/v2/template/preview'],
  ['GET', '/api/v2/template/1'],
  ['PUT', '/api/v2/template/1'],
  ['DELETE', '/api/v2/template/1'],
  ['POST', '/api/v2/template/1/preview'],
  ['GET', '/api/auth/me'],
  ['GET', '/api/system/client-errors'],
];

describe('the staff guard covers every admin route', () => {
  let server: TestServer;
  let customerToken: string;
  beforeAll(async () => {
    server = await startServer();
    customerToken = (await signIn(server.url, '7000000000')).token;
  });
  afterAll(() => server.close());

  it.each(ADMIN_ROUTES)('%s %s: 401 without a token, 403 with a customer token', async (method, path) => {
    const body = method === 'GET' || method === 'DELETE' ? undefined : {};
    const anonymous = await call<{ message: string }>(server.url, method, path, { body });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toEqual(expect.any(String));
    const customer = await call<{ message: string }>(server.url, method, path, { body, token: customerToken });
    expect(customer.status).toBe(403);
    expect(customer.body.message).toBe('Staff only: customers cannot use admin endpoints');
  });

  it('unknown routes answer 404 with a message', async () => {
    expect(await call(server.url, 'GET', '/api/nothing-here')).toMatchObject({
      status: 404,
      body: { message: 'Route GET /api/nothing-here not found' },
    });
  });

  it('malformed JSON answers 400 with a message and no stack', async () => {
    const response = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"phone":',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['message']);
  });

  it('allows loopback origins for CORS with the Authorization header, and no others', async () => {
    const preflight = await fetch(`${server.url}/api/v2/order`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:4201',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:4201');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    const foreign = await fetch(`${server.url}/api/health`, { headers: { origin: 'https://evil.example.com' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});
