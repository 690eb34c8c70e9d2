/**
 * The file gateway (`GET /ipfs/{cid}`, public like any IPFS gateway, for public uploads only), the
 * private files (`GET /api/files/{upload id}`: KYC evidence and cover documents, after a permission
 * check or by a signed link, file-links.ts) and a pinning endpoint in the shape of the production
 * storage service (`POST /api/pinning/pinFileToIPFS`, multipart `file`, bearer = the storage JWT or
 * a staff access token).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PinResult } from '@admin/api-client/contract';
import type { AppContext } from '../context';
import { bearerToken, requireStaff } from '../auth/guard';
import { sameSecret } from '../auth/secrets';
import { badRequest, missingPermission, notFound, unauthorized } from '../http/errors';
import { MAX_INT } from '../http/fields';
import type { CheckedType } from './content-checks';
import { storeChecked } from './uploads';
import type { OpenedFile } from './store';
import { PRIVATE_FILE_PERMISSION, validFileLink } from './file-links';

/** The client's `PinResult` (test/client-types.test.ts). */
export const pinResponse = z.object({ IpfsHash: z.string(), PinSize: z.number().int(), Timestamp: z.string() });

const PIN_MAX_BYTES = 25 * 1024 * 1024;
/** What the screens pin: partner icons and company logos. Anything else is refused. */
const PIN_TYPES: readonly CheckedType[] = [
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
      return sendFile(reply, file, 'public, max-age=31536000, immutable');
    });
  };
}

/** Streams a stored file with the headers that keep it from scripting on the API's origin. */
function sendFile(reply: FastifyReply, file: OpenedFile, cacheControl: string) {
  reply
    .header('content-type', file.mimeType)
    .header('content-length', file.size)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff');
  if (INLINE_TYPES.test(file.mimeType)) {
    // Images, videos and PDFs cannot script; Chrome's PDF viewer does not start under a restrictive CSP.
    reply.removeHeader('content-security-policy');
  } else {
    // Anything else (HTML, SVG, …) could script on the API's origin: download it, sandboxed.
    reply.header('content-disposition', 'attachment').header('content-security-policy', "default-src 'none'; sandbox");
  }
  return reply.send(file.body);
}

const privateFileParams = z.object({ upload_id: z.coerce.number().int().min(1).max(MAX_INT) });
const fileLinkQuery = z.object({
  expires: z.string().max(20).optional().describe('Expiry of a signed link (ms since the epoch)'),
  signature: z.string().max(100).optional().describe('Signature of a link the API handed out'),
});

/**
 * KYC evidence and cover documents: to a link the API signed (answers that carry these URLs sign
 * them after their own permission check), or to a staff bearer whose role may see that kind of
 * file. Never cached by a shared cache; a browser keeps a signed copy until its link expires.
 */
export function privateFileRoutes(ctx: AppContext): FastifyPluginAsync {
  const staffGuard = requireStaff(ctx);
  return async (app) => {
    app.get<{ Params: z.infer<typeof privateFileParams>; Querystring: z.infer<typeof fileLinkQuery> }>(
      '/:upload_id',
      {
        schema: {
          params: privateFileParams,
          querystring: fileLinkQuery,
          response: {
            200: {
              description: 'The file, with the type its uploader declared (PDF, image or video)',
              content: { 'application/octet-stream': { schema: z.string() } },
            },
          },
        },
      },
      async (request, reply) => {
        const uploadId = request.params.upload_id;
        const now = ctx.clock();
        const signed = request.query.signature !== undefined;
        if (signed && !validFileLink(ctx.jwtKey, uploadId, request.query, now))
          throw unauthorized('This file link has expired or is not valid: reload the page for a new one');
        if (!signed) await staffGuard(request, reply);
        const file = await ctx.files.openUpload(uploadId);
        // Public uploads are the gateway's: this route serves private files only.
        if (!file || file.access === 'public') {
          file?.body.destroy();
          throw notFound('File not found');
        }
        if (!signed) {
          const needed = PRIVATE_FILE_PERMISSION[file.access];
          if (!request.authUser?.permissions.includes(needed)) {
            file.body.destroy();
            throw missingPermission(needed);
          }
        }
        const seconds = signed ? Math.max(0, Math.floor((Number(request.query.expires) - now.getTime()) / 1000)) : 0;
        return sendFile(reply, file, signed ? `private, max-age=${Math.min(seconds, 3600)}` : 'private, no-cache');
      },
    );
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
