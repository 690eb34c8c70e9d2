/** The registry's request bodies and answers: the client's types, field by field (test/clientTypes.test.ts). */
import { z } from 'zod';
import { POINTER_MOVES, RELEASE_APP_NAMES, RELEASE_APPS } from '@admin/api-client/contract';
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

const pageRef = z.looseObject({
  path: z.string().trim().min(1).max(300).regex(/^\//, 'A page path starts with /'),
  expose: z
    .string()
    .trim()
    .min(3)
    .max(100)
    .regex(/^\.\/[\w-]+$/, 'An expose reads ./ModuleName'),
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
  pages: z.array(pageRef).max(200),
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
  pages: z.array(z.looseObject({ path: z.string(), expose: z.string() })),
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
export const appStatusAnswer = record({
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

export const tokenAnswer = record({
  id: z.number().int(),
  app: z.enum(RELEASE_APP_NAMES),
  name: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  lastUsedAt: z.string().nullable(),
});
export const createdTokenResponse = itemOf(tokenAnswer.extend({ token: z.string() }));
export const tokensResponse = record({ data: z.array(tokenAnswer) });
