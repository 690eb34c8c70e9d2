// Signing in through the API's two calls (POST /auth/login sends the OTP, POST /auth/verify spends
// it), and who may see what from GET /auth/me, asked once per page: react-admin waits for canAccess
// before a list's first call, as the suite's shell waits for /auth/me before it opens a page.
// react-admin's own login form has a username and a password: here the phone number and the OTP
// (enough for the API's development mode, whose OTP is fixed; a real app would have a two-step form).
import type { AuthProvider } from 'react-admin';
import { call, tokens } from './session';

interface StaffUser {
  id: number;
  name: string;
  permissions: string[];
}

/** The permission each list needs, as in the suite's route table. */
const READ_PERMISSION: Record<string, string> = { customers: 'customers.read', orders: 'orders.read' };

let me: Promise<StaffUser> | undefined;
function currentUser(): Promise<StaffUser> {
  me ??= call<{ data: StaffUser }>('/auth/me').then(
    ({ data }) => data,
    (error) => {
      me = undefined;
      throw error;
    },
  );
  return me;
}

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const { data: challenge } = await call<{ data: { user_id: number } }>('/auth/login', {
      method: 'POST',
      body: { phone: username, country_code: '+91' },
      signed: false,
    });
    const { data } = await call<{ data: { token: string; refreshToken: string } }>('/auth/verify', {
      method: 'POST',
      body: { otp: password, user_id: challenge.user_id },
      signed: false,
    });
    tokens.set(data.token, data.refreshToken);
    me = undefined;
  },
  async logout() {
    const refreshToken = tokens.refresh();
    tokens.clear();
    me = undefined;
    if (refreshToken)
      await call('/auth/logout', { method: 'POST', body: { refreshToken }, signed: false }).catch(() => undefined);
  },
  async checkAuth() {
    if (!tokens.access()) throw new Error('Not signed in');
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) throw error;
  },
  async getIdentity() {
    const user = await currentUser();
    return { id: user.id, fullName: user.name };
  },
  async canAccess({ resource }: { resource: string }) {
    const needed = READ_PERMISSION[resource];
    return needed === undefined || (await currentUser()).permissions.includes(needed);
  },
};
