/** buildApp(config) → a ready Fastify instance (used by main.ts and by the tests). */
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { productionProblems, type Config } from './config';
import type { AppContext, OtpIssued, OtpThrottle } from './context';
import { isEmpty, openDatabase, type Database } from './db/connection';
import { resolveJwtSecret } from './auth/secret';
import { applyRoleMatrix, type RoleMatrixResult } from './auth/role-matrix';
import { authRoutes } from './auth/routes';
import { assertRouteInTable, requireRoutePermission, requireStaff } from './auth/guard';
import { fileStoreFor } from './files/store';
import { gatewayRoutes, pinningRoutes, privateFileRoutes } from './files/routes';
import { describeRoutes, docsRoutes } from './docs/openapi';
import { installErrorHandler } from './http/error-handler';
import { rejectNul } from './http/nul';
import { safeError, safeRequest } from './http/log-safety';
import { seed } from './seed/seed';
import { adminRoutes } from './modules/admin-routes';
import { zodValidatorCompiler } from './http/validate';
import { apiVersion, healthRoutes } from './observability/health';
import { createMetrics, instrumentRequests, metricsRoute } from './observability/metrics';
import { databaseLimiter } from './observability/rate-limit';
import { recentReports } from './observability/recent-reports';
import { reportRoutes } from './observability/report-routes';
import { answerWithRequestId, requestIdFor, requestLogger } from './observability/request-id';
import { systemRoutes } from './observability/system-routes';
import { createRegistry } from './modules/releases/commands';
import { beaconRoutes, countClientError } from './modules/releases/beacon-routes';
import { deployRoutes } from './modules/releases/deploy-routes';
import { writeRuntimeConfig } from './modules/releases/runtime-config';
import { LiveHub } from './live/hub';
import { liveRoutes } from './live/routes';
import { inboxRoutes } from './inbox/routes';
import { providersFor, type Providers } from './messages/providers';
import { MessageWorker } from './messages/worker';

export interface BuildOptions {
  /** Share an already open database (tests running two instances on one database); not closed with the app. */
  database?: Database;
  onOtpIssued?: (otp: OtpIssued) => void;
  /**
   * Overrides the OTP throttle. Default: 5 per 15 minutes and 30 s before a resend; with FIXED_OTP
   * (demos, tests) the code is known anyway, so 1000 and no cooldown.
   */
  otpThrottle?: OtpThrottle;
  /** The clock of the session rules (default: the system's); tests step it past the refresh reuse window. */
  clock?: () => Date;
  /** Told of every route as it is registered (the fuzz test calls each one). */
  onRoute?: (route: { method: string; url: string }) => void;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** The channels' providers instead of those the settings name (tests record what is sent). */
  messageProviders?: Providers;
}

const LOOPBACK_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** Thrown by buildApp when the settings are unsafe outside development mode; main.ts prints the reasons. */
export class UnsafeConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Refusing to start outside development mode (DEV_MODE is not true):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'UnsafeConfigError';
  }
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const problems = productionProblems(config);
  if (problems.length > 0) throw new UnsafeConfigError(problems);
  const database = options.database ?? (await openDatabase(config));
  let roleMatrix: RoleMatrixResult | undefined;
  const files = fileStoreFor(database.db, config);
  await database.migrate(async (db) => {
    if (config.seedOnEmpty && (await isEmpty(db))) await seed(db, { scale: false, files });
    // After the seed, so a fresh database's roles already hold the matrix and nothing is granted twice.
    roleMatrix = await applyRoleMatrix(db);
  });
  const jwtKey = await resolveJwtSecret(database.db, config.jwtSecret);
  // A shell redeployed with its own runtime-config.json gets the registry's pointers back at once.
  if (config.releaseRuntimeConfig)
    await writeRuntimeConfig(database.db, config.releaseRuntimeConfig).catch((error: unknown) =>
      console.warn(`[releases] could not write ${config.releaseRuntimeConfig}: ${(error as Error).message}`),
    );

  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { req: safeRequest, err: safeError },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // Every log line of a request carries its id (`reqId`), answered as X-Request-Id, and the id a
    // proxy sent (`correlationId`).
    genReqId: requestIdFor,
    childLoggerFactory: requestLogger,
    trustProxy: config.trustProxy,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // Errors the router raises before any route (bad URL, over-long parameter) answer `{ message }` too.
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply).status(error.statusCode ?? 400).send({ message: error.message });
    },
  });
  const metrics = createMetrics({ databaseQueueDepth: () => database.queueDepth() });
  const live = new LiveHub(
    database,
    database.db,
    {
      perPerson: config.liveStreamsPerPerson,
      perInstance: config.liveStreamsPerInstance,
      heartbeatSeconds: config.liveHeartbeatSeconds,
    },
    metrics,
  );
  await live.start();
  // Before the database closes: streams end, the LISTEN stops.
  app.addHook('preClose', () => live.stop());
  // The outbox worker of this instance (docs/messages.md): it finishes the send in hand on close.
  if (config.messageWorker) {
    const worker = new MessageWorker(
      database.db,
      options.messageProviders ?? providersFor(config),
      {
        maxAttempts: config.messageMaxAttempts,
        retryMs: config.messageRetryMs,
        perSecond: config.messagesPerSecond,
      },
      database,
    );
    await worker.start();
    app.addHook('preClose', () => worker.stop());
  }
  const ctx: AppContext = {
    config,
    metrics,
    db: database.db,
    jwtKey,
    files,
    onOtpIssued:
      options.onOtpIssued ??
      ((otp) => {
        // The log is the OTP's delivery in development only; production needs an SMS gateway (docs/security.md).
        if (config.devMode) {
          console.log(
            `OTP for ${otp.countryCode} ${otp.phone} (user ${otp.userId}): ${otp.otp}, valid until ${otp.expiresAt.toISOString()}`,
          );
        } else {
          console.log(
            `OTP issued for user ${otp.userId}, valid until ${otp.expiresAt.toISOString()} (not logged outside DEV_MODE)`,
          );
        }
      }),
    otpThrottle:
      options.otpThrottle ??
      (config.fixedOtp ? { maxPerWindow: 1000, resendCooldownMs: 0 } : { maxPerWindow: 5, resendCooldownMs: 30_000 }),
    clock: options.clock ?? (() => new Date()),
    registry: createRegistry(database.db, config.releaseRuntimeConfig),
  };

  logRoleMatrix(app, roleMatrix);

  const { onRoute } = options;
  if (onRoute) {
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) onRoute({ method, url: route.url });
    });
  }
  installErrorHandler(app);
  // Routes declare their params, query, body and answers with zod (docs/openapi.ts documents them).
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await describeRoutes(app, apiVersion());
  answerWithRequestId(app);
  instrumentRequests(app, metrics);
  const recent = recentReports(database.db);
  app.addHook('preValidation', rejectNul);
  app.decorateRequest('authUser', null);
  app.decorateRequest('authSessionId', null);
  await app.register(helmet, {
    // The API answers JSON and files, never a page: its policy allows nothing to load or frame it.
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    // Files on the gateway are embedded by front ends on other loopback ports.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(cors, {
    origin: (origin, callback) =>
      callback(
        null,
        origin === undefined ||
          (config.corsOrigins ? config.corsOrigins.includes(origin) : LOOPBACK_ORIGIN.test(origin)),
      ),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    // If-Match carries the version a form was loaded at; ETag answers it (optimistic locking).
    // Last-Event-ID: the live stream's reader resumes with it (docs/live.md).
    allowedHeaders: ['Authorization', 'Content-Type', 'If-Match', 'Last-Event-ID'],
    exposedHeaders: ['ETag', 'X-Request-Id'],
    maxAge: 600,
  });
  // Per-route limits are tighter (cover PDF 10 MB; pinning one file; media 30 parts).
  await app.register(multipart, { limits: { fileSize: 25 * 1024 * 1024, files: 30, fields: 20 } });

  if (config.apiDocs) await app.register(docsRoutes);
  await app.register(healthRoutes(database.db));
  await app.register(metricsRoute(metrics, { token: config.metricsToken, devMode: config.devMode }));
  await app.register(
    reportRoutes({
      metrics,
      recent,
      limiter: databaseLimiter(database.db, 'client-report', config.clientReportLimit, 60_000),
      onClientError: (report, requestId) => countClientError(ctx, report, requestId),
    }),
  );
  await app.register(beaconRoutes(ctx, databaseLimiter(database.db, 'beacon', config.clientReportLimit, 60_000)));
  // A team's pipeline releases its own remote with a deploy token (no staff session).
  await app.register(deployRoutes(ctx), { prefix: '/api/deploy' });
  await app.register(gatewayRoutes(ctx));
  await app.register(authRoutes(ctx), { prefix: '/api/auth' });
  await app.register(pinningRoutes(ctx), { prefix: '/api/pinning' });
  await app.register(privateFileRoutes(ctx), { prefix: '/api/files' });
  await app.register(
    async (admin) => {
      // Every admin route needs its entry in the permission table (modules/route-permissions.ts).
      admin.addHook('onRoute', assertRouteInTable);
      // Before validation: a caller without access learns nothing about a route's input rules.
      admin.addHook('preValidation', requireStaff(ctx));
      admin.addHook('preValidation', requireRoutePermission);
      await admin.register(adminRoutes(ctx));
      await admin.register(systemRoutes(recent));
      await admin.register(liveRoutes(live, database.db));
      await admin.register(inboxRoutes(database.db));
    },
    { prefix: '/api' },
  );

  if (!options.database) app.addHook('onClose', () => database.close());
  app.addHook('onClose', async () => files.objects.close());
  return app;
}

/** What the start-up step of the role matrix changed: an operator reads it in the log (and each grant in the role's history). */
function logRoleMatrix(app: FastifyInstance, result: RoleMatrixResult | undefined): void {
  for (const grant of result?.granted ?? []) {
    app.log.info(
      { role: grant.role, permissions: grant.permissions },
      `Role matrix: granted ${grant.permissions.join(', ')} to the ${grant.role} role (new permissions)`,
    );
  }
  for (const left of result?.renamed ?? []) {
    app.log.warn(
      { roleId: left.roleId, permissions: left.permissions },
      `Role matrix: role ${left.roleId} is named ${left.name}, not ${left.role}, so it was not granted ${left.permissions.join(', ')}; grant them on the Roles screen if it should hold them`,
    );
  }
}
