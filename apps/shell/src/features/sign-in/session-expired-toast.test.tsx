import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, configureApiClient, tokenStore } from '@admin/api-client';
import { toast, ToastViewport } from '@admin/ui';
import { toastWhenSessionExpires } from './session-expired-toast';

let server: Server;

beforeAll(async () => {
  // An API that refuses every token, the refresh token too.
  server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept');
    res.writeHead(req.method === 'OPTIONS' ? 204 : 401, { 'Content-Type': 'application/json' });
    res.end(req.method === 'OPTIONS' ? undefined : JSON.stringify({ message: 'Token expired' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApiClient({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api` });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('toastWhenSessionExpires', () => {
  it('says the session expired once, even when the refusal comes before any screen has rendered', async () => {
    const stop = toastWhenSessionExpires();
    tokenStore.setTokens({ accessToken: 'old', refreshToken: 'revoked' });

    // The opening page's calls, refused before the shell renders (as bootstrap's "who is signed in" can be).
    await Promise.allSettled([apiClient.get('/auth/me'), apiClient.get('/v2/order')]);
    expect(tokenStore.getAccessToken()).toBeNull();
    render(<ToastViewport />);

    expect(await screen.findAllByText('Session expired. Redirecting to login.')).toHaveLength(1);
    stop();
    act(() => toast.remove());
  });
});
