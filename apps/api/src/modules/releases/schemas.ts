/** The registry's request bodies and answers: the client's types, field by field (test/client-types.test.ts). */
import { z } from 'zod';
import {
  PERMISSIONS,
  POINTER_MOVES,
  RELEASE_APP_NAMES,
  RELEASE_APPS,
  SEARCH_KINDS,
  SIDEBAR_LINKS,
  type SectionPath,
} from '@admin/api-client/contract';
import { id, isoInstant, MAX_INT } from '../../http/fields';
import { itemOf, record } from '../../http/responses';

export const appParams = z.object({ app: z.enum(RELEASE_APP_NAMES) });
export const tokenParams = z.object({ id });

/** A release id: what a build stamps (PUBLIC_RELEASE, or `<commit>-<time>`), safe in a URL path. */
const releaseId = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[\w.+-]+$/, 'A release id holds letters, digits and . _ + - only');
const reason = z.string().trim().max(500).optional();
const shortText = z.string().trim().max(200);

/** The sidebar links a page may belong under. */
const sections = SIDEBAR_LINKS.map((link) => link.to) as [SectionPath, ...SectionPath[]];
const label = z.string().trim().min(1).max(100);

/**
 * A page a release declares, whole (the contract's PageDeclaration): the shell composes its routes,
 * gates and palette from the pages of the release it runs, and refuses a runtime config whose pages
 * lack any of this, so the registry refuses such a release at publish rather than at a promote.
 */
const pageDeclaration = z.object({
  path: z.string().trim().min(1).max(300).regex(/^\//, 'A page path starts with /'),
  expose: z
    .templateLiteral(['./', z.string()])
    .refine((expose) => /^\.\/\w+$/.test(expose) && expose.length <= 100, 'An expose reads ./ModuleName'),
  title: label,
  permission: z.enum(PERMISSIONS).optional(),
  section: z.enum(sections),
  tab: z.object({ label, order: z.number() }).optional(),
  palette: z
    .object({
      screen: z.object({ label, keywords: z.string().max(200).optional() }).optional(),
      actions: z
        .array(
          z.object({
            label,
            search: z.string().max(300).optional(),
            permission: z.enum(PERMISSIONS).optional(),
            keywords: z.string().max(200).optional(),
          }),
        )
        .max(20)
        .readonly()
        .optional(),
      record: z.enum(SEARCH_KINDS).optional(),
      lists: z.enum(SEARCH_KINDS).optional(),
    })
    .optional(),
});

export const publishBody = z.object({
  release: releaseId,
  commit: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\w.-]+$/),
  builtAt: isoInstant,
  manifestUrl: z.url({ protocol: /^https?$/ }).max(2048),
  pages: z.array(pageDeclaration).max(200),
  exposes: z.array(z.string().trim().max(100)).max(200),
  requires: z.record(z.string().max(100), z.string().max(40)),
});

export const canaryBody = z.object({
  release: releaseId,
  share: z.number().int().min(0).max(100),
  members: z.array(z.number().int().min(1).max(MAX_INT)).max(500).optional(),
});

export const pointerBody = z.object({ release: releaseId.optional(), reason });
export const stopBody = z.object({ reason });

export const settingsBody = z.object({
  ratio: z.number().min(1).max(100),
  points: z.number().min(0).max(100),
  minLoads: z.number().int().min(1).max(1_000_000),
});

export const tokenBody = z.object({ app: z.enum(RELEASE_APP_NAMES), name: shortText.min(1).max(60) });

/** The remotes' containers: what a browser may report running. */
export const remoteContainers = Object.values(RELEASE_APPS).filter((container) => container !== 'shell') as [
  string,
  ...string[],
];

export const beaconBody = z.object({
  load: z.string().regex(/^[\w-]{8,64}$/),
  runs: z.array(z.object({ remote: z.enum(remoteContainers), release: releaseId })).max(10),
});

const errorRateAnswer = record({
  pageLoads: z.number().int(),
  failedLoads: z.number().int(),
  rate: z.number().nullable(),
});
const releaseAnswer = record({
  id: z.number().int(),
  app: z.enum(RELEASE_APP_NAMES),
  release: z.string(),
  commit: z.string(),
  builtAt: z.string(),
  publishedBy: z.string(),
  publishedAt: z.string(),
  manifestUrl: z.string(),
  pages: z.array(pageDeclaration),
  exposes: z.array(z.string()),
  requires: z.record(z.string(), z.string()),
  lastUsedAt: z.string().nullable(),
});
const moveAnswer = record({
  id: z.number().int(),
  at: z.string(),
  move: z.enum(POINTER_MOVES),
  from: z.string().nullable(),
  to: z.string().nullable(),
  share: z.number().int().nullable(),
  by: z.string(),
  commit: z.string().nullable(),
  reason: z.string().nullable(),
});
const appStatusAnswer = record({
  app: z.enum(RELEASE_APP_NAMES),
  container: z.string(),
  live: releaseAnswer.nullable(),
  liveErrors: errorRateAnswer,
  canary: record({
    release: releaseAnswer,
    share: z.number().int(),
    memberIds: z.array(z.number().int()),
    startedAt: z.string(),
    errors: errorRateAnswer,
  }).nullable(),
  lastStop: moveAnswer.nullable(),
  settings: record({ ratio: z.number(), points: z.number(), minLoads: z.number().int() }),
  sessions: z.array(record({ release: z.string(), sessions: z.number().int(), errors: errorRateAnswer })),
  history: z.array(moveAnswer),
  releases: z.array(releaseAnswer),
});
export const overviewAnswer = record({ apps: z.array(appStatusAnswer) });
export const appStatusResponse = itemOf(appStatusAnswer);

const tokenAnswer = record({
  id: z.number().int(),
  app: z.enum(RELEASE_APP_NAMES),
  name: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  lastUsedAt: z.string().nullable(),
});
export const createdTokenResponse = itemOf(tokenAnswer.extend({ token: z.string() }));
export const tokensResponse = record({ data: z.array(tokenAnswer) });
