// Uploads keep their bytes (a defect once lost them): the shell's shared @admin/api-client, running in the
// page, posts multipart to the real API with the staff session, and the gateway URL it answers serves
// the very bytes sent. The client is taken from the page's federation share scope: the same instance
// every remote gets, so no test-only hook is built into the apps.
import type * as ApiClient from '@admin/api-client';
import { expect, test } from '../support/fixtures';
import { shellUrl } from '../support/suite';

/** A 1x1 PNG, base64. */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

interface RoundTrip {
  sent: number[];
  pinned: { IpfsHash: string; PinSize: number; url: string; back: number[]; type: string | null };
  media: { featured_image: string; back: number[]; type: string | null };
  progress: number[];
}

test('the shared apiClient uploads bytes to the API and the gateway URL gives the same bytes back', async ({
  page,
}) => {
  await page.goto(`${shellUrl}/getting-started`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const projectName = `Upload journey ${Date.now().toString(36)}`;

  const trip = await page.evaluate(
    async ({ name, PNG_1X1 }): Promise<RoundTrip> => {
      type Api = typeof ApiClient;
      type Instance = { name: string; loadShare(pkg: string): Promise<false | (() => Api | undefined)> };
      const federation = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__;
      const shell = federation.__INSTANCES__.find((instance) => instance.name === 'shell');
      const factory = await shell?.loadShare('@admin/api-client');
      const api = factory ? factory() : undefined;
      if (!api) throw new Error('the shell shares no @admin/api-client');

      // A real 1x1 PNG carrying every byte value in a private chunk, 200 KB in all (several progress
      // events): the API checks that an image is one, so the bytes must be a well-formed PNG.
      const onePixel = Uint8Array.from(atob(PNG_1X1), (c) => c.charCodeAt(0));
      const crcTable = Array.from({ length: 256 }, (_, n) => {
        let c = n;
        for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
        return c >>> 0;
      });
      const crc32 = (data: Uint8Array) => {
        let c = 0xffffffff;
        for (const byte of data) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
        return (c ^ 0xffffffff) >>> 0;
      };
      const data = new Uint8Array(200_000 - onePixel.length - 12);
      for (let i = 0; i < data.length; i++) data[i] = (i * 31 + 7) % 256;
      const chunk = new Uint8Array(12 + data.length);
      const view = new DataView(chunk.buffer);
      view.setUint32(0, data.length);
      chunk.set([0x70, 0x72, 0x56, 0x74], 4); // prVt: ancillary, private
      chunk.set(data, 8);
      view.setUint32(8 + data.length, crc32(chunk.subarray(4, 8 + data.length)));
      // After the signature (8 bytes) and the image header chunk (25 bytes).
      const bytes = new Uint8Array([...onePixel.subarray(0, 33), ...chunk, ...onePixel.subarray(33)]);
      const image = () => new Blob([bytes], { type: 'image/png' });
      const config = (await (await fetch('/runtime-config.json')).json()) as { storage: { gatewayUrl: string } };
      const readBack = async (url: string) => {
        const answer = await fetch(url);
        return { back: [...new Uint8Array(await answer.arrayBuffer())], type: answer.headers.get('content-type') };
      };

      // The pinning endpoint (partner icons and the like), with progress.
      const progress: number[] = [];
      const pin = await api.pinFile(image(), { onProgress: (fraction) => progress.push(fraction) }, 'icon.png');
      const url = api.gatewayFileUrl(config.storage.gatewayUrl, pin.IpfsHash);

      // A project's own media endpoint, on a project this journey creates.
      const created = await api.send<{ id: number }>('post', '/project', {
        name,
        property_type_id: 1,
        total_token: 100,
        token_amount: 10,
      });
      const form = new FormData();
      form.append('media_type', 'image');
      form.append('featured_image', image(), 'featured.png');
      const media = await api.upload<{ featured_image: string }>(`/v2/project/${created.id}/media`, form);

      return {
        sent: [...bytes],
        pinned: { IpfsHash: pin.IpfsHash, PinSize: pin.PinSize, url, ...(await readBack(url)) },
        media: { featured_image: media.featured_image, ...(await readBack(media.featured_image)) },
        progress,
      };
    },
    { name: projectName, PNG_1X1 },
  );

  expect(trip.pinned.PinSize).toBe(200_000);
  expect(trip.pinned.type).toBe('image/png');
  expect(trip.pinned.back).toEqual(trip.sent);
  expect(trip.media.featured_image).toMatch(/\/ipfs\/bafkrei/);
  expect(trip.media.type).toBe('image/png');
  expect(trip.media.back).toEqual(trip.sent);
  expect(trip.progress.length).toBeGreaterThan(0);
  expect(trip.progress.at(-1)).toBe(1);
});
