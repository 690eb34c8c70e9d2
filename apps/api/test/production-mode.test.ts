/**
 * Development switches must not reach production: outside DEV_MODE the API refuses
 * to start with FIXED_OTP or without a real storage secret, and says why.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PinResult } from '@admin/api-client/contract';
import { buildApp } from '../src/app';
import { DEV_STORAGE_JWT, loadConfig, productionProblems } from '../src/config';
import { call } from './helpers/http';
import { startServer, type TestServer } from './helpers/server';
import { pngWith } from './helpers/files';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECRET = 'a-production-storage-secret-of-40-chars!';

describe('production mode (DEV_MODE unset)', () => {
  it('names each unsafe setting', () => {
    expect(productionProblems(loadConfig({}))).toEqual([expect.stringMatching(/^STORAGE_JWT is not set/)]);
    expect(productionProblems(loadConfig({ STORAGE_JWT: DEV_STORAGE_JWT }))).toEqual([
      expect.stringMatching(/development token published/),
    ]);
    expect(productionProblems(loadConfig({ STORAGE_JWT: 'short' }))).toEqual([
      expect.stringMatching(/shorter than 32/),
    ]);
    expect(productionProblems(loadConfig({ STORAGE_JWT: SECRET, FIXED_OTP: '123456' }))).toEqual([
      expect.stringMatching(/^FIXED_OTP is set: .*anyone could sign in as anyone/),
    ]);
    expect(productionProblems(loadConfig({ STORAGE_JWT: SECRET }))).toEqual([]);
    expect(productionProblems(loadConfig({ DEV_MODE: 'true', FIXED_OTP: '123456' }))).toEqual([]);
  });

  it('buildApp refuses before touching the database', async () => {
    await expect(
      buildApp(loadConfig({ FIXED_OTP: '123456', STORAGE_JWT: SECRET, DATABASE_URL: 'postgres://nowhere.invalid/x' })),
    ).rejects.toThrow(/Refusing to start outside development mode[\s\S]*FIXED_OTP is set/);
  });

  it('the server process exits with the reasons', () => {
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: '0',
      DATA_DIR: path.join(os.tmpdir(), 'api-never-created'),
      FIXED_OTP: '123456',
    };
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiRoot,
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Refusing to start outside development mode');
    expect(run.stderr).toContain('FIXED_OTP is set');
    expect(run.stderr).toContain('STORAGE_JWT is not set');
  }, 60_000);
});

describe('a production configuration', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ devMode: false, fixedOtp: null, storageJwt: SECRET, seedOnEmpty: false });
  });
  afterAll(() => server.close());

  it('accepts only its own storage secret, not the published development token', async () => {
    const form = () => {
      const data = new FormData();
      data.append('file', new Blob([pngWith('prod bytes')], { type: 'image/png' }), 'p.png');
      return data;
    };
    expect(
      (await call(server.url, 'POST', '/api/pinning/pinFileToIPFS', { token: DEV_STORAGE_JWT, form: form() })).status,
    ).toBe(401);
    expect(
      (await call<PinResult>(server.url, 'POST', '/api/pinning/pinFileToIPFS', { token: SECRET, form: form() })).status,
    ).toBe(200);
  });
});
