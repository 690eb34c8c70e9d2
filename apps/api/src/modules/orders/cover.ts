/** An order's cover document as it arrives: one PDF, at most 10 MB, checked before it is stored. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { signFileUrl } from '../../files/file-links';
import { storeChecked } from '../../files/uploads';
import { badRequest } from '../../http/errors';

const COVER_MAX_BYTES = 10 * 1024 * 1024;
const MISSING = 'cover_image_legal is required (multipart/form-data, PDF)';

/** Stores the request's `cover_image_legal` part (private, signed links only); answers its URL and file name. */
export async function receiveCover(ctx: AppContext, request: FastifyRequest): Promise<{ url: string; name: string }> {
  if (!request.isMultipart()) throw badRequest(MISSING);
  const part = await request.file({ limits: { fileSize: COVER_MAX_BYTES, files: 1 } });
  if (!part || part.fieldname !== 'cover_image_legal') throw badRequest(MISSING);
  const { stored } = await storeChecked(ctx.files, part, {
    field: 'cover_image_legal',
    accepted: ['application/pdf'],
    refusal: 'cover_image_legal: only PDF files are accepted',
    maxBytes: COVER_MAX_BYTES,
    tooLarge: 'cover_image_legal: file is larger than 10 MB',
    access: 'order_cover',
  });
  return { url: stored.url, name: part.filename };
}

/**
 * Cover documents are private (files/file-links.ts): every order answer of the order routes carries a
 * short-lived signed copy of the stored API URL, so the detail's link opens in a new tab without the
 * bearer header. Only callers those routes let through (orders.read at least) get one.
 */
export const signCoverLinks =
  (ctx: AppContext) =>
  async (_request: FastifyRequest, _reply: FastifyReply, payload: unknown): Promise<unknown> => {
    const data = (payload as { data?: unknown } | null)?.data;
    for (const item of Array.isArray(data) ? data : [data]) {
      const order = item as { cover_image_pdf?: unknown } | null;
      if (order && typeof order.cover_image_pdf === 'string')
        order.cover_image_pdf = signFileUrl(ctx.jwtKey, order.cover_image_pdf, ctx.clock());
    }
    return payload;
  };
