import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ItemResponse,
  PinResult,
  Project,
  ProjectMediaFile,
  ProjectMediaResult,
} from '@admin/api-client/contract';
import { DEV_STORAGE_JWT } from '../src/config';
import { cidOf } from '../src/files/cid';
import { call } from './helpers/http';
import { signIn, mintToken } from './helpers/auth';
import { startWithAdmin } from './helpers/staff';
import type { client } from './helpers/http';
import type { TestServer } from './helpers/server';
import { MOV, MP4, PNG, pngWith, SVG } from './helpers/files';

const png = (seed: number) => new Blob([pngWith(`image-${seed}`)], { type: 'image/png' });

describe('file store and project media', () => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  beforeAll(async () => ({ server, api } = await startWithAdmin()));
  afterAll(() => server.close());

  it('computes IPFS-style CIDv1 keys', () => {
    // The CID `ipfs add --cid-version 1 --raw-leaves` gives "hello world".
    expect(cidOf(Buffer.from('hello world'))).toBe('bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e');
  });

  it('pins a file with the storage JWT and serves it on the gateway', async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'icon.png');
    const res = await call<PinResult>(server.url, 'POST', '/api/pinning/pinFileToIPFS', {
      token: DEV_STORAGE_JWT,
      form,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ IpfsHash: cidOf(PNG), PinSize: PNG.length });
    const file = await fetch(`${server.url}/ipfs/${res.body.IpfsHash}`);
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
    expect(file.headers.get('cache-control')).toContain('immutable');
    expect(file.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('serves scriptable types as sandboxed downloads and media inline', async () => {
    const icon = new FormData();
    icon.append('file', new Blob([SVG], { type: 'image/svg+xml' }), 'x.svg');
    const pinned = await call<PinResult>(server.url, 'POST', '/api/pinning/pinFileToIPFS', {
      token: DEV_STORAGE_JWT,
      form: icon,
    });
    const served = await fetch(`${server.url}/ipfs/${pinned.body.IpfsHash}`);
    expect(served.headers.get('content-disposition')).toBe('attachment');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    const image = new FormData();
    image.append('file', png(99), 'x.png');
    const pinnedImage = await call<PinResult>(server.url, 'POST', '/api/pinning/pinFileToIPFS', {
      token: DEV_STORAGE_JWT,
      form: image,
    });
    const shown = await fetch(`${server.url}/ipfs/${pinnedImage.body.IpfsHash}`);
    expect(shown.headers.get('content-disposition')).toBeNull();
    expect(shown.headers.get('content-security-policy')).toBeNull();
  });

  it('pins a file with a staff access token (what the screens send) and serves the same bytes', async () => {
    const bytes = pngWith('staff \u00ff\u0010\u007f');
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'image/png' }), 'icon.png');
    const res = await api.post<PinResult>('/api/pinning/pinFileToIPFS', undefined, { form });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ IpfsHash: cidOf(bytes), PinSize: bytes.length });
    const file = await fetch(`${server.url}/ipfs/${res.body.IpfsHash}`);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(bytes);
  });

  it('refuses pinning with a customer token or an expired staff token', async () => {
    const form = () => {
      const body = new FormData();
      body.append('file', new Blob(['x']), 'x.txt');
      return body;
    };
    const customer = await signIn(server.url, '7000000000');
    const refused = await call<{ message: string }>(server.url, 'POST', '/api/pinning/pinFileToIPFS', {
      token: customer.token,
      form: form(),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Staff only: customers cannot use admin endpoints');
    const expired = await mintToken(1, -60);
    expect(
      (await call(server.url, 'POST', '/api/pinning/pinFileToIPFS', { token: expired, form: form() })).status,
    ).toBe(401);
  });

  it('refuses pinning without a storage JWT or staff token', async () => {
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    expect((await call(server.url, 'POST', '/api/pinning/pinFileToIPFS', { form })).status).toBe(401);
    expect((await call(server.url, 'POST', '/api/pinning/pinFileToIPFS', { token: 'wrong', form })).status).toBe(401);
    expect(
      (await call(server.url, 'POST', '/api/pinning/pinFileToIPFS', { token: DEV_STORAGE_JWT, body: {} })).status,
    ).toBe(400);
  });

  it('uploads a featured image and gallery files, capped at 10', async () => {
    const form = new FormData();
    form.append('featured_image', png(0), 'featured.png');
    for (let i = 1; i <= 11; i++) form.append('gallery', png(i), `g${i}.png`);
    const res = await api.post<ItemResponse<ProjectMediaResult>>('/api/v2/project/1/media', undefined, { form });
    expect(res.status).toBe(200);
    expect(res.body.data.featured_image).toMatch(/\/ipfs\/bafkrei/);
    expect(res.body.data.gallery).toHaveLength(10);
    const project = await api.get<ItemResponse<Project>>('/api/v2/project/1');
    expect(project.body.data.gallery).toEqual(res.body.data.gallery);
    // The answer's version is the project's new one, so a form's next If-Match PUT is not stale.
    expect(res.body.data.version).toBe(project.body.data.version);
    const put = await api.put<ItemResponse<Project>>(
      '/api/v2/project/1',
      { step_completed: '3.1' },
      { headers: { 'If-Match': `"${res.body.data.version}"` } },
    );
    expect(put.status).toBe(200);
    const image = await fetch(`${server.url}${new URL(res.body.data.gallery[0] as string).pathname}`);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('accepts videos with media_type and refuses other files', async () => {
    const form = new FormData();
    form.append('media_type', 'video');
    form.append('gallery', new Blob([MP4], { type: 'video/mp4' }), 'clip.mp4');
    const res = await api.post<ItemResponse<ProjectMediaResult>>('/api/v2/project/2/media', undefined, { form });
    expect(res.body.data).toMatchObject({ media_type: 'video', gallery: [expect.stringMatching(/ipfs/)] });
    const bad = new FormData();
    bad.append('gallery', new Blob(['MZ'], { type: 'application/x-msdownload' }), 'x.exe');
    expect(
      (await api.post<{ message: string }>('/api/v2/project/2/media', undefined, { form: bad })).body.message,
    ).toMatch(/^gallery:/);
    expect((await api.post('/api/v2/project/2/media', { x: 1 })).status).toBe(400);
    expect((await api.post('/api/v2/project/9999/media', undefined, { form })).status).toBe(404);
  });

  it('stores a media file for the form without touching the project, which takes its URL with the save', async () => {
    const before = (await api.get<ItemResponse<Project>>('/api/v2/project/3')).body.data;
    const form = new FormData();
    form.append('file', png(301), 'still.png');
    const res = await api.post<ItemResponse<ProjectMediaFile>>('/api/v2/project/3/media/file', undefined, { form });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      url: expect.stringMatching(/\/ipfs\/bafkrei/),
      type: 'image/png',
      name: 'still.png',
    });
    // Nothing on the project changed: not its media, not its version.
    const after = (await api.get<ItemResponse<Project>>('/api/v2/project/3')).body.data;
    expect([after.gallery, after.featured_image, after.version]).toEqual([
      before.gallery,
      before.featured_image,
      before.version,
    ]);
    const put = await api.put<ItemResponse<Project>>(
      '/api/v2/project/3',
      { gallery: [res.body.data.url], featured_image: res.body.data.url },
      { headers: { 'If-Match': `"${before.version}"` } },
    );
    expect(put.body.data).toMatchObject({ gallery: [res.body.data.url], featured_image: res.body.data.url });

    const video = new FormData();
    video.append('file', new Blob([MP4], { type: 'video/mp4' }), 'clip.mp4');
    expect(
      (await api.post<ItemResponse<ProjectMediaFile>>('/api/v2/project/3/media/file', undefined, { form: video })).body
        .data.type,
    ).toBe('video/mp4');
    const bad = new FormData();
    bad.append('file', new Blob(['MZ'], { type: 'application/x-msdownload' }), 'x.exe');
    expect(
      (await api.post<{ message: string }>('/api/v2/project/3/media/file', undefined, { form: bad })).body.message,
    ).toMatch(/^file:/);
    expect((await api.post('/api/v2/project/3/media/file', { x: 1 })).status).toBe(400);
    expect((await api.post('/api/v2/project/9999/media/file', undefined, { form })).status).toBe(404);
  });

  it('stores 20 parallel uploads of the same bytes, every one a success', async () => {
    const bytes = pngWith(`same bytes ${Date.now()}`);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => {
        const form = new FormData();
        form.append('file', new Blob([bytes], { type: 'image/png' }), 'same.png');
        return call<PinResult>(server.url, 'POST', '/api/pinning/pinFileToIPFS', { token: DEV_STORAGE_JWT, form });
      }),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body.IpfsHash))).toEqual(new Set([cidOf(bytes)]));
    expect(
      Buffer.from(await (await fetch(`${server.url}/ipfs/${answers[0]?.body.IpfsHash}`)).arrayBuffer()).equals(bytes),
    ).toBe(true);
  });

  it("serves each upload with its own uploader's type, not the first one's", async () => {
    // The same container bytes are both a valid QuickTime movie and a valid MP4.
    const first = new FormData();
    first.append('gallery', new Blob([MOV], { type: 'video/quicktime' }), 'clip.mov');
    expect((await api.post('/api/v2/project/3/media', undefined, { form: first })).status).toBe(200);
    const media = new FormData();
    media.append('featured_image', new Blob([MOV], { type: 'video/mp4' }), 'clip.mp4');
    const res = await api.post<ItemResponse<ProjectMediaResult>>('/api/v2/project/3/media', undefined, { form: media });
    const url = new URL(res.body.data.featured_image as string);
    const served = await fetch(`${server.url}${url.pathname}${url.search}`);
    expect(served.headers.get('content-type')).toBe('video/mp4');
    // Without an upload named, the first upload's type.
    const plain = await fetch(`${server.url}${url.pathname}`);
    expect(plain.headers.get('content-type')).toBe('video/quicktime');
  });
});
