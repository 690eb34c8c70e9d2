/**
 * The OpenAPI 3.1 document, generated from the route schemas (params, query, body and response
 * declared with zod on every route), and the browsable reference that renders it. Served at
 * `/api/docs` and `/api/docs/openapi.json` when `apiDocs` is on (API_DOCS; on in development mode,
 * off in production by default).
 */
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { referencePage, REFERENCE_PAGE_CSP } from './reference-page';

const DOCS_PATH = '/api/docs';
const OPENAPI_PATH = '/api/docs/openapi.json';

/** Collects the route schemas into the document; register before any route. */
export async function describeRoutes(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Back-office API',
        version,
        description:
          'The staff back-office API. Admin routes need `Authorization: Bearer <access token>` and the permission apps/api/README.md names; edits of versioned records send `If-Match: "<version>"`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
}

/** The document and its reference page (public: they describe routes, never data). */
export async function docsRoutes(app: FastifyInstance): Promise<void> {
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  app.get(DOCS_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', REFERENCE_PAGE_CSP)
      .send(referencePage(app.swagger())),
  );
}
