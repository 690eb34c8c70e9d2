/**
 * The file gateway (`GET /ipfs/{cid}`, public like any IPFS gateway) and a pinning endpoint in the
 * shape of the production storage service (`POST /api/pinning/pinFileToIPFS`, multipart `file`,
 * bearer = the storage JWT or a staff access token).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PinResult } from '@admin/api-client/contract';
import type { AppContext } from '../context';
import { bearerToken, requireStaff } from '../auth/guard';
import { sameSecret } from '../auth/secrets';
import { badRequest, notFound } from '../http/errors';
import { MAX_INT } from '../http/fields';
import type { CheckedType } from './contentChecks';
import { storeChecked } from './uploads';

/** The client's `PinResult` (test/clientTypes.test.ts). */
export const pinResponse = z.object({ IpfsHash: z.string(), PinSize: z.number().int(), Timestamp: z.string() });

export const PIN_MAX_BYTES = 25 * 1024 * 1024;
/** What the screens pin: partner icons and company logos. Anything else is refused. */
export const PIN_TYPES: readonly CheckedType[] = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/svg+xml',
];
/** Types the gateway lets a browser show inline. */
const INLINE_TYPES = /^(image\/(png|jpeg|gif|webp|avif)|video\/(mp4|webm|quicktime)|application\/pdf)$/;

export function gatewayRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { cid: string }; Querystring: { upload?: string } }>('/ipfs/:cid', async (request, reply) => {
      const upload = Number(request.query.upload);
      const file = await ctx.files.open(
        request.params.cid,
        Number.isInteger(upload) && upload > 0 && upload <= MAX_INT ? upload : undefined,
      );
      if (!file) throw notFound('File not found');
      reply
        .header('content-type', file.mimeType)
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff');
      if (INLINE_TYPES.test(file.mimeType)) {
        // Images, videos and PDFs cannot script; Chrome's PDF viewer does not start under a restrictive CSP.
        reply.removeHeader('content-security-policy');
      } else {
        // Anything else (HTML, SVG, …) could script on the API's origin: download it, sandboxed.
        reply
          .header('content-disposition', 'attachment')
          .header('content-security-policy', "default-src 'none'; sandbox");
      }
      return reply.send(file.body);
    });
  };
}

export function pinningRoutes(ctx: AppContext): FastifyPluginAsync {
  const staffGuard = requireStaff(ctx);
  const storageOrStaff = async (request: FastifyRequest, reply: Parameters<typeof staffGuard>[1]) => {
    const { storageJwt } = ctx.config;
    const bearer = bearerToken(request);
    if (storageJwt !== null && sameSecret(bearer, storageJwt)) return;
    await staffGuard(request, reply);
  };
  return async (app) => {
    app.post(
      '/pinFileToIPFS',
      { preHandler: storageOrStaff, schema: { response: { 200: pinResponse } } },
      async (request): Promise<PinResult> => {
        if (!request.isMultipart()) throw badRequest('file is required (multipart/form-data)');
        const part = await request.file({ limits: { fileSize: PIN_MAX_BYTES, files: 1 } });
        if (!part || part.fieldname !== 'file') throw badRequest('file is required (multipart/form-data)');
        const { stored } = await storeChecked(ctx.files, part, {
          field: 'file',
          accepted: PIN_TYPES,
          refusal: 'file: only images are accepted (png, jpeg, webp, gif, avif, svg)',
          maxBytes: PIN_MAX_BYTES,
          tooLarge: 'file is larger than 25 MB',
        });
        return { IpfsHash: stored.cid, PinSize: stored.size, Timestamp: stored.createdAt.toISOString() };
      },
    );
  };
}
