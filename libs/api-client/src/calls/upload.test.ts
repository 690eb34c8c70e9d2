import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isAxiosError } from 'axios';
import { createApiClient } from '../client';
import type { ApiClient } from '../client';
import { inTabLock } from '../session/cross-tab-lock';
import { noLedger } from '../session/refresh-ledger';
import { createTokenStore } from '../session/token-store';
import { startAuthTestServer } from '../testing/auth-test-server';
import type { AuthTestServer } from '../testing/auth-test-server';
import { gatewayFileUrl, upload } from './upload';

interface Echo {
  contentType: string;
  body: string;
  token: string;
}

let server: AuthTestServer;
let tab: ApiClient;

beforeEach(async () => {
  localStorage.clear();
  server = await startAuthTestServer();
  tab = createApiClient({
    baseURL: server.baseURL,
    tokens: createTokenStore({ storage: () => localStorage, events: null }),
    createLock: () => inTabLock(),
    createLedger: () => noLedger,
  });
  tab.tokens.setTokens({ accessToken: server.accessToken, refreshToken: server.refreshToken });
});

afterEach(async () => {
  await server.close();
});

const fileForm = (text = 'hello upload') => {
  const form = new FormData();
  form.append('cover_image_legal', new Blob([text], { type: 'application/pdf' }), 'cover.pdf');
  return form;
};

describe('the client sends each body in its own type', () => {
  it('a FormData body as multipart with its boundary, the file inside (not JSON)', async () => {
    const { data } = await tab.http.post<{ data: Echo }>('/echo', fileForm());
    expect(data.data.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(data.data.body).toContain('name="cover_image_legal"; filename="cover.pdf"');
    expect(data.data.body).toContain('hello upload');
  });

  it('a plain object as JSON', async () => {
    const { data } = await tab.http.post<{ data: Echo }>('/echo', { phone: '9876543210' });
    expect(data.data.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(data.data.body)).toEqual({ phone: '9876543210' });
  });
});

describe('upload()', () => {
  it('posts multipart with the bearer token, reports progress up to 1 and resolves to data', async () => {
    const fractions: number[] = [];
    const answer = await upload<Echo>(
      '/echo',
      fileForm('x'.repeat(200_000)),
      { onProgress: (f) => fractions.push(f) },
      tab.http,
    );
    expect(answer.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(answer.body).toContain('x'.repeat(1000));
    expect(answer.token).toBe(server.accessToken);
    expect(fractions.length).toBeGreaterThan(0);
    expect(fractions.every((f) => f >= 0 && f <= 1)).toBe(true);
    expect(fractions.at(-1)).toBe(1);
  });

  it('refreshes an expired token and sends the file again', async () => {
    server.expireAccessTokens();
    const answer = await upload<Echo>('/echo', fileForm('after refresh'), {}, tab.http);
    expect(server.refreshCalls).toBe(1);
    expect(answer.token).toBe('access-2');
    expect(answer.body).toContain('after refresh');
  });

  it('is cancelled by its signal', async () => {
    const controller = new AbortController();
    controller.abort();
    const failure = await upload('/echo', fileForm(), { signal: controller.signal }, tab.http).catch(
      (error: unknown) => error,
    );
    expect(isAxiosError(failure) && failure.code).toBe('ERR_CANCELED');
    expect(server.hits.get('POST /api/echo')).toBeUndefined();
  });
});

describe('gatewayFileUrl', () => {
  it('joins the configured gateway and the CID', () => {
    expect(gatewayFileUrl('http://localhost:3000/ipfs/', 'bafkrei1')).toBe('http://localhost:3000/ipfs/bafkrei1');
  });
});
