import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cachingValidatorCompiler } from './http/validator.js';
import type { AppConfig } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { WALLETS_CHANNEL } from './db/channels.js';
import { authGuards } from './http/auth.js';
import { createAccountCache } from './modules/accounts/account-cache.js';
import { authAccountLookup } from './modules/accounts/repository.js';
import { registerDocs } from './http/docs.js';
import { registerErrorHandler } from './http/error-handler.js';
import { refuseControlCharacters } from './http/input-guard.js';
import { serializeError } from './http/log-serializers.js';
import { registerSecurity } from './http/security.js';
import { responseSerializerCompiler } from './http/serializer.js';
import { registerWebApp } from './http/spa.js';
import { createTokenService } from './lib/tokens.js';
import { accountsRoutes } from './modules/accounts/routes.js';
import { createAdmin } from './modules/admin/admins.js';
import { createAdminDisputesService } from './modules/admin/disputes.js';
import { createAdminJobsService } from './modules/admin/jobs.js';
import { adminRoutes } from './modules/admin/routes.js';
import { createAdminUsersService } from './modules/admin/users.js';
import { createAdminWithdrawalsService } from './modules/admin/withdrawals.js';
import { createLoginThrottle } from './modules/accounts/login-throttle.js';
import { createAccountDeletionService } from './modules/privacy/deletion.js';
import { createDataExportService } from './modules/privacy/export.js';
import { startExportPurgeSweep } from './modules/privacy/sweep.js';
import { createDataExportQueue } from './modules/privacy/queue.js';
import { privacyRoutes } from './modules/privacy/routes.js';
import { defaultNotificationsConfig } from './config-notifications.js';
import { createAccountsService } from './modules/accounts/service.js';
import { createSessionsService } from './modules/accounts/sessions.js';
import { sessionRoutes } from './modules/accounts/session-routes.js';
import { accountSecurityRoutes } from './modules/accounts/security-routes.js';
import { createAccountSecurityService } from './modules/accounts/security.js';
import { createAccountSecrets } from './lib/account-secrets.js';
import { createWindowLimit } from './lib/window-limit.js';
import { healthRoutes } from './modules/health/routes.js';
import { publicConfigRoutes } from './modules/health/public-config.js';
import { createStorage } from './adapters/storage/index.js';
import { profilesRoutes } from './modules/profiles/routes.js';
import { createProfilesService } from './modules/profiles/service.js';
import { createImageUploads } from './modules/uploads/image-uploads.js';
import { registerUploads } from './modules/uploads/routes.js';
import { createPaymentProvider } from './adapters/payment/index.js';
import { paymentRoutes } from './modules/payments/routes.js';
import { sandboxRoutes } from './modules/payments/sandbox-routes.js';
import { createTopupService } from './modules/payments/topups.js';
import { createRefundService } from './modules/payments/refunds.js';
import { walletRoutes } from './modules/wallet/routes.js';
import { createNominatimGeocoder } from './adapters/geocoder/nominatim.js';
import { geocodeRoutes } from './modules/geocode/routes.js';
import { createGeocodeService } from './modules/geocode/service.js';
import { jobsRoutes } from './modules/jobs/routes.js';
import { deferredNotifier } from './modules/chat/notifier.js';
import { attachRealtime } from './modules/chat/realtime.js';
import { chatRoutes } from './modules/chat/routes.js';
import { createChatService } from './modules/chat/service.js';
import { completionRoutes } from './modules/jobs/completion-routes.js';
import { createCompletionService } from './modules/jobs/completion.js';
import { startAutoReleaseSweep } from './modules/jobs/auto-release.js';
import { createExpiryService, startExpirySweep } from './modules/jobs/expiry.js';
import { createShoppingService } from './modules/jobs/shopping.js';
import { shoppingRoutes } from './modules/jobs/shopping-routes.js';
import { createHistoryService } from './modules/jobs/history.js';
import { createAnnouncer } from './lib/announcer.js';
import { createReadCache } from './lib/read-cache.js';
import { createJobsService } from './modules/jobs/service.js';
import { disputeRoutes } from './modules/jobs/dispute-routes.js';
import { createDisputesService } from './modules/jobs/disputes.js';
import { createLifecycle } from './modules/jobs/lifecycle.js';
import { createNotifications } from './modules/notifications/index.js';
import { reviewsRoutes } from './modules/reviews/routes.js';
import { createReviewsService } from './modules/reviews/service.js';
import {
  createClientReviewsService,
  startRatingRevealSweep,
} from './modules/reviews/client-reviews.js';
import { CHAT_LIMITS, SOCKET_EVENTS } from '@bantuin/contract';
import { sharedSecret, legacySecretFile } from './db/shared-secret.js';
import { registerCors } from './http/cors.js';
import { echoRequestId, requestIdFrom } from './http/request-id.js';
import { onClosing, registerCloseSteps } from './lib/close-steps.js';
import { shutdownDrain, type ShutdownDrain } from './http/shutdown.js';
import { connectRedis, redisReady } from './lib/redis.js';
import { createMessageLimit } from './modules/chat/message-limit.js';
import { registerMetrics } from './modules/metrics/routes.js';
import path from 'node:path';
import { createWalletService } from './modules/wallet/service.js';
import { createKeyedCache } from './lib/keyed-cache.js';
import type { Wallet } from '@bantuin/contract';
import { createPayoutProvider } from './adapters/payout/index.js';
import type { SandboxPayoutProvider } from './adapters/payout/sandbox.js';
import { payoutRoutes } from './modules/payouts/routes.js';
import { payoutSandboxRoutes } from './modules/payouts/sandbox-routes.js';
import { startStalePayoutSweep } from './modules/payouts/stale-sweep.js';
import { createWithdrawalService, holdsPlayMoney } from './modules/payouts/withdrawals.js';
import { createHash } from 'node:crypto';
import { identityProviderNamed } from './adapters/identity/provider.js';
import {
  createIdentityStore,
  createS3BlobStore,
  LocalBlobStore,
} from './adapters/identity/store.js';
import {
  adminVerificationRoutes,
  identityImageRoutes,
  verificationRoutes,
} from './modules/verification/routes.js';
import { createVerificationService, verifiedPayoutGate } from './modules/verification/service.js';
import { startIdentityRetentionSweep } from './modules/verification/sweep.js';
import { createBlocksService } from './modules/safety/blocks.js';
import { createReportsService } from './modules/safety/reports.js';
import { adminReportRoutes, safetyRoutes } from './modules/safety/routes.js';
import { createSupportService } from './modules/support/service.js';
import { adminTicketRoutes, supportRoutes } from './modules/support/routes.js';

export interface BuiltApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The first step of a graceful shutdown (main.ts), before `app.close()`. */
  drain: ShutdownDrain;
}

export interface BuildOptions {
  /** A database opened by the caller (tests share one per file); closed with the app otherwise. */
  database?: DatabaseHandle;
  logger?: boolean;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
}

/** Builds the whole server without listening: `main.ts` listens, tests use `app.inject`. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<BuiltApp> {
  const app = Fastify({
    // A request on a connection accepted just before SIGTERM is served, not answered 503: behind
    // a proxy a POST already sent is never resent (seen in the deployment smoke test).
    return503OnClosing: false,
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: { err: serializeError },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // A hop count as the function Fastify builds from one (its types omit the number form).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: requestIdFrom,
  }).withTypeProvider<ZodTypeProvider>();
  registerCloseSteps(app);
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      inMemory: config.inMemoryDatabase,
      onConnectionError: (error) => app.log.warn({ err: error }, 'database connection lost'),
      onCloseStragglers: (queries) =>
        app.log.warn({ queries }, 'database connections still in use at close, now closed'),
    }));
  // Tokens from one process must be good on every other: one key, from the env or the database.
  const jwtSecret =
    config.jwtSecret ??
    (await sharedSecret(database.db, 'jwt', () =>
      legacySecretFile(path.join(config.dataDir, 'jwt-secret')),
    ));
  const redis = config.redisUrl
    ? {
        client: await connectRedis(config.redisUrl, app.log),
        prefix: config.redisKeyPrefix ?? 'bantuin:',
      }
    : undefined;
  if (redis) {
    await redisReady(redis.client);
    onClosing(app, 'onClose', 'redis', () => redis.client.disconnect());
  }
  echoRequestId(app);
  const drain = shutdownDrain(app);
  let countSockets = () => 0;
  registerMetrics(app, {
    token: config.metricsToken,
    source: { pool: database.pool, sockets: () => countSockets() },
  });
  app.setValidatorCompiler(cachingValidatorCompiler);
  app.setSerializerCompiler(
    responseSerializerCompiler({
      validate: config.validateResponses ?? false,
      onFallback: (url, err) => app.log.warn({ url, err }, 'response schema not compiled'),
    }),
  );
  registerErrorHandler(app);
  refuseControlCharacters(app);
  if (!options.database) onClosing(app, 'onClose', 'database', () => database.close());
  await registerCors(app, config.corsOrigins ?? []);

  await registerSecurity(app, {
    // Midtrans' popup is a script plus an iframe from its Snap host.
    paymentOrigins: config.midtrans ? [new URL(config.midtrans.snapUrl).origin] : [],
    mapTileUrl: config.mapTileUrl,
    redis,
  });
  await registerDocs(app, config.publicUrl);

  if (config.bootstrapAdmin) {
    const admin = await createAdmin(database.db, config.bootstrapAdmin);
    app.log.info(
      { email: config.bootstrapAdmin.email, created: admin.created },
      admin.created ? 'admin created from ADMIN_EMAIL' : 'ADMIN_EMAIL exists, left unchanged',
    );
  }

  const tokens = createTokenService(jwtSecret, config.jwtExpiresIn);
  const authAccount = authAccountLookup(database.db);
  const accountCache = await createAccountCache(
    database,
    async (id) => {
      const user = await authAccount(id);
      return (
        user && {
          id: user.id,
          role: user.role,
          suspended: user.suspendedAt !== null,
          tokensValidAfter: user.tokensValidAfter?.getTime() ?? null,
          endedSessions: new Set(user.endedSessions),
        }
      );
    },
    {
      maxEntries: 10_000,
      onLost: () => app.log.error('account cache: LISTEN connection lost, caching stopped'),
    },
  );
  const findUser = accountCache.find;
  // Services announce changes through the notifier; the socket server plugs in below.
  const notifier = deferredNotifier();
  const sessions = createSessionsService(database.db, tokens, {
    notifier,
    forgetAccount: accountCache.forget,
    onError: (error) => app.log.warn({ err: error }, 'recording a session as seen failed'),
  });
  // Account links and WhatsApp codes: derived from this key, stored only hashed.
  const accountSecrets = createAccountSecrets(await sharedSecret(database.db, 'account-links'));
  // Notifications: an outbox written in each change's transaction, delivered by pg-boss workers.
  const notifications = await createNotifications(app, {
    database,
    config: config.notifications,
    publicUrl: config.publicUrl,
    autoReleaseAfterMs: config.autoReleaseAfterMs,
    notifier,
    production: process.env.NODE_ENV === 'production',
    expandSecrets: accountSecrets.expand,
  });
  app.decorate('notifications', notifications);
  const loginThrottle = createLoginThrottle(config.loginThrottle, redis);
  const hour = 3_600_000;
  const accountSecurity = createAccountSecurityService({
    db: database.db,
    secrets: accountSecrets,
    sessions,
    notify: notifications.notify,
    notifier,
    throttle: loginThrottle,
    limits: {
      resendPerUser: createWindowLimit('verify-mail', { windowMs: hour, max: 3 }, redis),
      phoneCodePerUser: createWindowLimit('phone-code', { windowMs: hour, max: 5 }, redis),
    },
  });
  const accounts = createAccountsService(
    database.db,
    sessions,
    loginThrottle,
    accountSecurity.sendEmailVerification,
  );
  app.decorate('guards', authGuards(tokens, findUser, accountCache.peek, sessions.seen));

  await app.register(healthRoutes(database.db, redis?.client));
  await app.register(publicConfigRoutes(config));
  await app.register(accountsRoutes(accounts, config.authRateLimit));
  await app.register(sessionRoutes(sessions));
  await app.register(
    accountSecurityRoutes(accountSecurity, {
      rateLimitMax: config.authRateLimit,
      forgotPerEmail: createWindowLimit('forgot', { windowMs: hour, max: 5 }, redis),
      onBackgroundError: (error) => app.log.error({ err: error }, "'Lupa kata sandi' failed"),
    }),
  );

  const readCache = await createReadCache(database, {
    ttlMs: config.openListCacheMs,
    maxWeight: 20_000,
    onLost: () => app.log.error('read cache: LISTEN connection lost, caching stopped'),
  });
  const walletCache = await createKeyedCache<Wallet>(database, {
    channel: WALLETS_CHANNEL,
    maxEntries: 10_000,
    maxAgeMs: 30_000,
    onLost: () => app.log.error('wallet cache: LISTEN connection lost, caching stopped'),
  });
  // A write of this process is visible to its next read at once, before any NOTIFY arrives.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      readCache.invalidate();
      walletCache.clear();
    }
    done(null, payload);
  });
  // Multipart parsing and GET /uploads/* for every module that stores photos.
  const storage = await createStorage(config);
  await registerUploads(app, storage, config.uploadRateLimit);
  const uploads = createImageUploads(storage, app.log, config.uploadQueueMax);
  await app.register(profilesRoutes(createProfilesService(database.db, uploads, readCache)));
  await app.register(
    reviewsRoutes(createReviewsService(database.db), createClientReviewsService(database.db)),
  );
  // A Jalu's rating counts in the Yasa's public mean once revealed, also when 14 days pass.
  startRatingRevealSweep(app, database.db);
  // Every change of a job's state goes through this one table (and tells whom it names).
  const lifecycle = createLifecycle(config.cancellation, notifications.afterTransition);
  await app.register(
    jobsRoutes(
      createJobsService(
        database.db,
        uploads,
        lifecycle,
        {
          min: config.jobFeeMin,
          max: config.jobFeeMax,
          openJobTtlMs: config.openJobTtlMs,
          shoppingCap: config.shoppingCap,
        },
        createAnnouncer(database, (error) =>
          app.log.warn({ err: error }, 'announcing a change to the other processes failed'),
        ),
        notifier,
        readCache,
        notifications,
        { requireVerified: config.trust.requireVerifiedToApply },
      ),
    ),
  );
  await app.register(
    shoppingRoutes(createShoppingService(database.db, uploads, lifecycle, notifications, notifier)),
  );
  const disputes = createDisputesService(database.db, uploads, lifecycle, notifier);
  app.decorate('disputes', disputes);
  await app.register(disputeRoutes(disputes));
  const completion = createCompletionService(
    database.db,
    uploads,
    lifecycle,
    { autoReleaseAfterMs: config.autoReleaseAfterMs },
    notifier,
  );
  app.decorate('completion', completion);
  await app.register(completionRoutes(completion, createHistoryService(database.db)));
  startAutoReleaseSweep(app, completion, config.autoReleaseSweepMs);
  const expiry = createExpiryService(database.db, lifecycle);
  app.decorate('expiry', expiry);
  startExpirySweep(app, expiry, config.autoReleaseSweepMs);
  const chat = createChatService(database.chatDb);
  await app.register(chatRoutes(chat));
  const realtime = attachRealtime(app, {
    database,
    tokens,
    findUser,
    chat,
    messageLimit: createMessageLimit(CHAT_LIMITS.messagesPerSecond, redis),
    socketsPerUser: config.chatSocketsPerUser ?? 5,
    corsOrigins: config.corsOrigins ?? [],
    noticeToAbsent: (tx, message) => notifications.chatNotice(tx, message),
  });
  notifier.connect(realtime);
  await notifications.start(realtime);
  countSockets = realtime.connectedSockets;
  // 'Unduh data saya' and 'Hapus akun' (UU PDP): every table of a person in privacy/registry.ts.
  const exportQueue = await createDataExportQueue(notifications.queue.boss);
  const dataExports = createDataExportService(database.db, {
    secret: jwtSecret,
    enqueue: exportQueue.enqueue,
    notify: notifications.notify,
    log: app.log,
  });
  const notificationsConfig = config.notifications ?? defaultNotificationsConfig();
  if (notificationsConfig.workers) {
    await exportQueue.work(notificationsConfig.pollSeconds, dataExports.build);
  }
  startExportPurgeSweep(app, dataExports);
  // Identity checks of Yasa: images encrypted in a store of their own, never under /uploads.
  // Without IDENTITY_KEY the key is generated once and kept in the database, apart from the
  // images (disk folder or bucket prefix) it protects.
  const identityKey =
    config.trust.identityKey ??
    createHash('sha256')
      .update(await sharedSecret(database.db, 'identity-key'))
      .digest();
  const identityStore = createIdentityStore(
    config.s3
      ? await createS3BlobStore(config.s3)
      : new LocalBlobStore(path.join(config.dataDir, 'identity')),
    identityKey,
  );
  await app.register(
    privacyRoutes(
      dataExports,
      createAccountDeletionService(database.db, {
        verifyPassword: accounts.verify,
        storage,
        identityStore,
        ended(userId) {
          accountCache.forget(userId);
          notifier.disconnectUser(userId);
        },
        log: app.log,
      }),
      config.authRateLimit,
    ),
  );
  const geocoder = createNominatimGeocoder({
    baseUrl: config.nominatimUrl,
    userAgent: `Bantuin/0.1 (+${config.publicUrl})`,
    minIntervalMs: config.geocoderMinIntervalMs,
  });
  await app.register(
    geocodeRoutes(
      createGeocodeService(database.db, geocoder, {
        perPerson: config.geocodeQueuePerUser,
        total: config.geocodeQueueMax,
      }),
      config.geocodeRateLimit,
    ),
  );

  const paymentProvider = createPaymentProvider({ ...config, jwtSecret }, database.db);
  const topups = createTopupService(
    database.db,
    paymentProvider,
    { min: config.topupMin, max: config.topupMax },
    notifications.notify,
  );
  await app.register(
    paymentRoutes(
      topups,
      paymentProvider,
      config.topupRateLimit,
      createRefundService(database.db, paymentProvider, app.log),
    ),
  );
  await app.register(
    walletRoutes(createWalletService(database.db, walletCache), topups, config.topupRateLimit),
  );
  if (paymentProvider.name === 'sandbox') {
    await app.register(sandboxRoutes(database.db, paymentProvider));
  }

  const payoutProvider = createPayoutProvider({ ...config, jwtSecret }, database.db);
  if (payoutProvider.name !== 'sandbox' && (await holdsPlayMoney(database.db))) {
    // Sandbox top-ups were credited here once: real payouts would pay out money nobody paid in.
    throw new Error(
      'This database holds play money from the payments sandbox; real payouts (MIDTRANS_PAYOUT_*) cannot run on it. Use a fresh database for real money.',
    );
  }
  const withdrawals = createWithdrawalService(
    database.db,
    payoutProvider,
    {
      min: config.payouts.min,
      fee: config.payouts.fee,
      staleAfterMs: config.payouts.staleAfterMs,
      accountHoldMs: config.payouts.accountHoldMs,
    },
    accounts,
    notifier,
    app.log,
    notifications.notify,
    verifiedPayoutGate(database.db, config.trust.requireVerifiedPayout),
  );
  app.decorate('withdrawals', withdrawals);
  await app.register(
    payoutRoutes(withdrawals, {
      provider: payoutProvider.name,
      min: config.payouts.min,
      fee: config.payouts.fee,
      rateLimit: config.payouts.rateLimit,
    }),
  );
  if (payoutProvider.name === 'sandbox') {
    await app.register(
      payoutSandboxRoutes(
        payoutProvider as SandboxPayoutProvider,
        withdrawals,
        config.payouts.sandboxCompleteAfterMs,
      ),
    );
  }
  startStalePayoutSweep(app, withdrawals, config.payouts.sweepEveryMs);

  await app.register(
    adminRoutes({
      db: database.db,
      users: createAdminUsersService(
        database.db,
        notifier,
        lifecycle,
        accountCache.forget,
        notifications.notify,
        sessions,
      ),
      jobs: createAdminJobsService(database.db, lifecycle, notifier),
      disputes: createAdminDisputesService(database.db, disputes),
      withdrawals: createAdminWithdrawalsService(database.db, withdrawals),
    }),
  );

  const verification = createVerificationService({
    db: database.db,
    uploads,
    store: identityStore,
    provider: identityProviderNamed(config.trust.identityProvider),
    key: identityKey,
    retentionMs: config.trust.identityRetentionMs,
    notify: notifications.notify,
  });
  app.decorate('verification', verification);
  await app.register(verificationRoutes(verification));
  await app.register(adminVerificationRoutes(verification));
  await app.register(identityImageRoutes(verification));
  startIdentityRetentionSweep(app, verification, config.trust.identitySweepEveryMs);
  const reports = createReportsService(database.db);
  await app.register(
    safetyRoutes({
      reports,
      blocks: createBlocksService(database.db, (clientId, jobId) =>
        notifier.toUser(clientId, SOCKET_EVENTS.jobApplicant, { jobId }),
      ),
    }),
  );
  await app.register(adminReportRoutes(reports));
  const support = createSupportService(database.db, notifications.notify);
  await app.register(supportRoutes(support));
  await app.register(adminTicketRoutes(support));

  await registerWebApp(app, config.webDistDir, config.publicUrl);
  return { app, database, drain };
}
