import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { authGuards, type FindUser } from './http/auth.js';
import { findUserById } from './modules/accounts/repository.js';
import { registerDocs } from './http/docs.js';
import { registerErrorHandler } from './http/error-handler.js';
import { refuseControlCharacters } from './http/input-guard.js';
import { serializeError } from './http/log-serializers.js';
import { registerSecurity } from './http/security.js';
import { registerWebApp } from './http/spa.js';
import { createTokenService } from './lib/tokens.js';
import { accountsRoutes } from './modules/accounts/routes.js';
import { createAccountsService } from './modules/accounts/service.js';
import { healthRoutes } from './modules/health/routes.js';
import { publicConfigRoutes } from './modules/health/public-config.js';
import { LocalDiskStorage } from './adapters/storage/local-disk.js';
import { profilesRoutes } from './modules/profiles/routes.js';
import { createProfilesService } from './modules/profiles/service.js';
import { createImageUploads } from './modules/uploads/image-uploads.js';
import { registerUploads, UPLOADS_PREFIX } from './modules/uploads/routes.js';
import { createPaymentProvider } from './adapters/payment/index.js';
import { paymentRoutes } from './modules/payments/routes.js';
import { sandboxRoutes } from './modules/payments/sandbox-routes.js';
import { createTopupService } from './modules/payments/topups.js';
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
import { createHistoryService } from './modules/jobs/history.js';
import { createJobsService } from './modules/jobs/service.js';
import { reviewsRoutes } from './modules/reviews/routes.js';
import { createReviewsService } from './modules/reviews/service.js';
import { createWalletService } from './modules/wallet/service.js';

export interface BuiltApp {
  app: FastifyInstance;
  database: DatabaseHandle;
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
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      inMemory: config.inMemoryDatabase,
    }));

  const app = Fastify({
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
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  refuseControlCharacters(app);
  if (!options.database) app.addHook('onClose', () => database.close());

  await registerSecurity(app, {
    // Midtrans' popup is a script plus an iframe from its Snap host.
    paymentOrigins: config.midtrans ? [new URL(config.midtrans.snapUrl).origin] : [],
    mapTileUrl: config.mapTileUrl,
  });
  await registerDocs(app, config.publicUrl);

  const tokens = createTokenService(config.jwtSecret, config.jwtExpiresIn);
  const accounts = createAccountsService(database.db, tokens);
  const findUser: FindUser = async (id) => {
    const user = await findUserById(database.db, id);
    return user && { id: user.id, role: user.role };
  };
  app.decorate('guards', authGuards(tokens, findUser));

  await app.register(healthRoutes(database.db));
  await app.register(publicConfigRoutes(config));
  await app.register(accountsRoutes(accounts, config.authRateLimit));

  // Multipart parsing and GET /uploads/* for every module that stores photos.
  const storage = new LocalDiskStorage(path.join(config.dataDir, 'uploads'), UPLOADS_PREFIX);
  await registerUploads(app, storage.dir);
  const uploads = createImageUploads(storage, app.log);
  await app.register(profilesRoutes(createProfilesService(database.db, uploads)));
  await app.register(reviewsRoutes(createReviewsService(database.db)));
  // Services announce changes through the notifier; the socket server plugs in below.
  const notifier = deferredNotifier();
  await app.register(
    jobsRoutes(
      createJobsService(
        database.db,
        uploads,
        { min: config.jobFeeMin, max: config.jobFeeMax },
        notifier,
      ),
    ),
  );
  const completion = createCompletionService(
    database.db,
    uploads,
    { autoReleaseAfterMs: config.autoReleaseAfterMs },
    notifier,
  );
  app.decorate('completion', completion);
  await app.register(completionRoutes(completion, createHistoryService(database.db)));
  startAutoReleaseSweep(app, completion, config.autoReleaseSweepMs);
  const chat = createChatService(database.db);
  await app.register(chatRoutes(chat));
  notifier.connect(attachRealtime(app, { database, tokens, findUser, chat }));
  const geocoder = createNominatimGeocoder({
    baseUrl: config.nominatimUrl,
    userAgent: `Bantuin/0.1 (+${config.publicUrl})`,
    minIntervalMs: config.geocoderMinIntervalMs,
  });
  await app.register(
    geocodeRoutes(createGeocodeService(database.db, geocoder), config.geocodeRateLimit),
  );

  const paymentProvider = createPaymentProvider(config, database.db);
  const topups = createTopupService(database.db, paymentProvider, {
    min: config.topupMin,
    max: config.topupMax,
  });
  await app.register(paymentRoutes(topups, paymentProvider, config.topupRateLimit));
  await app.register(walletRoutes(createWalletService(database.db), topups, config.topupRateLimit));
  if (paymentProvider.name === 'sandbox') {
    await app.register(sandboxRoutes(database.db, paymentProvider));
  }

  await registerWebApp(app, config.webDistDir);
  return { app, database };
}
