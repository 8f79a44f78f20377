/**
 * Builds the Fastify instance from plugins and routes; never listens (server.ts does, tests
 * inject). Order: context → change feed and public cache → error shape → security → access → auth → API modules → static SPA.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { DatabaseHandle } from './db/client.ts';
import { ChangeFeed, startChangeFeed } from './lib/change-feed.ts';
import { systemClock, useClock, type Clock } from './lib/clock.ts';
import { createOriginPolicy } from './lib/origin-policy.ts';
import { toFastifyTrustProxy } from './lib/parse-proxy-settings.ts';
import {
  accountFormRoutes,
  accountRoutes,
  authRoutes,
  createAuth,
} from './modules/accounts/index.ts';
import { adminRoutes } from './modules/admin/index.ts';
import { catalogAdminRoutes, catalogRoutes, upcomingLaunches } from './modules/catalog/index.ts';
import { blogAdminRoutes, blogRoutes } from './modules/content/index.ts';
import { engagementFormRoutes, engagementRoutes } from './modules/engagement/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { ratingFormRoutes, ratingRoutes } from './modules/ratings/index.ts';
import { stockAlertFormRoutes, stockAlertRoutes } from './modules/stock-alerts/index.ts';
import { wishlistFormRoutes, wishlistRoutes } from './modules/wishlist/index.ts';
import {
  cartFormRoutes,
  mergeGuestCartOfRequest,
  cartReminderSweep,
  cartRoutes,
  guestCartSweep,
} from './modules/carts/index.ts';
import {
  createMailOutbox,
  mailOutboxWorker,
  createMailer,
  type Mailer,
} from './modules/mail/index.ts';
import {
  createStorage,
  unattachedUploadSweep,
  uploadFileRoutes,
  uploadRoutes,
} from './modules/media/index.ts';
import {
  monthlyDropAdminRoutes,
  monthlyDropFormRoutes,
  monthlyDropRoutes,
  launchNoticeSweep,
  upcomingDropReleases,
} from './modules/monthly-drops/index.ts';
import {
  checkoutExpirySweep,
  checkoutRoutes,
  giftCardPurchaseFormRoute,
  orderAdminRoutes,
  orderRoutes,
} from './modules/orders/index.ts';
import {
  createPaymentProvider,
  demoCheckoutFormRoutes,
  demoCheckoutRoutes,
  paymentWebhookRoutes,
} from './modules/payments/index.ts';
import { reviewAdminRoutes, reviewRequestSweep, reviewRoutes } from './modules/reviews/index.ts';
import { campaignDispatcher } from './modules/engagement/index.ts';
import { shippingRoutes } from './modules/shipping/index.ts';
import { giftWrapRoutes } from './modules/gift-wrap/index.ts';
import { discountRoutes } from './modules/discounts/index.ts';
import {
  giftCardFormRoutes,
  giftCardRoutes,
  giftCardSendSweep,
} from './modules/gift-cards/index.ts';
import { accessPlugin } from './plugins/access.ts';
import { auditPlugin, auditRoutes } from './modules/audit/index.ts';
import { metricsPlugin } from './modules/metrics/index.ts';
import { privacyRoutes } from './modules/privacy/index.ts';
import { backupsPlugin } from './modules/backups/index.ts';
import {
  customOrderAdminRoutes,
  customOrderFormRoutes,
  customOrderRoutes,
} from './modules/custom-orders/index.ts';
import { clientErrorReply, errorsPlugin, frameworkErrorReply } from './plugins/errors.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { readinessGate } from './plugins/readiness-gate.ts';
import { Readiness } from './lib/readiness.ts';
import { publicCachePlugin, serveFromPublicCache } from './plugins/public-cache-plugin.ts';
import { PublicCache } from './plugins/public-cache.ts';
import { securityPlugin } from './plugins/security.ts';
import { defaultWebDistDir } from './paths.ts';
import {
  darkModeRoutes,
  loadStorefrontRenderer,
  staticPlugin,
} from './modules/storefront/index.ts';
import { seoRoutes } from './modules/seo/index.ts';
import {
  addressReader,
  analyticsPlugin,
  analyticsRoutes,
  AnalyticsRecorder,
} from './modules/analytics/index.ts';
import { feedRoutes, salesChannelRoutes } from './modules/feeds/index.ts';
import { searchRoutes } from './modules/search/index.ts';
import {
  catalogDependents,
  imageOwners,
  patternOrders,
  personalDataOwners,
} from './module-links.ts';
import { registerFormRoutes } from './lib/form-route.ts';
import { patternAdminRoutes, patternRoutes } from './modules/patterns/index.ts';

export type BuildAppOptions = {
  config: Config;
  database: DatabaseHandle;
  authSecret: string;
  /** The server passes one that is not ready until the database is; tests' apps are ready. */
  readiness?: Readiness;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** What "now" is for time-bound rules (a drop's release); tests hand in their own. */
  clock?: Clock;
  /**
   * Settles once the schema is in place, when the server migrates while the app builds. Reads
   * that start by themselves (the release schedule) wait for it: on a first start the tables
   * do not exist before.
   */
  schemaReady?: Promise<void>;
};

/** Long enough for a start-up probe's round trip, short next to a person opening the shop. */
const RENDERER_WARM_DELAY_MS = 200;

export async function buildApp({
  config,
  database,
  authSecret,
  readiness = new Readiness(),
  mailer,
  logger,
  clock = systemClock,
  schemaReady = Promise.resolve(),
}: BuildAppOptions) {
  useClock(clock);
  // The public answer cache answers hits in the raw request handler, before Fastify (ADR 015).
  const changeFeed = new ChangeFeed();
  const publicCache = new PublicCache(changeFeed);
  // Pages answered from the cache are counted too: a push to an in-memory buffer (analytics).
  const analytics = new AnalyticsRecorder({
    db: database.db,
    isEnabled: config.analyticsEnabled,
    publicUrl: config.publicUrl,
  });
  const addressOf = addressReader(config.trustProxy);
  const app = Fastify({
    serverFactory: (handler) =>
      http.createServer((req, res) => {
        if (!serveFromPublicCache(publicCache, req, res)) handler(req, res);
        else if (req.method === 'GET' && res.statusCode < 400)
          analytics.noteRawPage(req, addressOf);
      }),
    logger: logger ?? { level: config.logLevel },
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Errors raised before routing (a malformed URL) get the standard shape too.
    frameworkErrors: frameworkErrorReply,
    // And so do requests the HTTP parser refuses (431, a malformed request line).
    clientErrorHandler: clientErrorReply,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const resolvedMailer =
    mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: config.outboxDir,
      log: app.log,
    });
  const origins = createOriginPolicy({
    publicUrl: config.publicUrl,
    trustedOrigins: config.trustedOrigins,
    isProduction: config.isProduction,
    port: config.port,
  });
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    mailer: resolvedMailer,
    outbox: createMailOutbox({ db: database.db, mailer: resolvedMailer, log: app.log }),
    auth: createAuth({
      db: database.db,
      mailer: resolvedMailer,
      secret: authSecret,
      publicUrl: config.publicUrl,
      isProduction: config.isProduction,
      trustedOrigins: () => origins.list(),
      log: app.log,
    }),
    storage: await createStorage(config),
    payments: createPaymentProvider(config),
    origins,
    authSecret,
  };
  app.decorate('ctx', ctx);
  app.decorate('readiness', readiness);

  // The feed starts listening while the routes register (with the embedded database opening in
  // its worker, ADR 017, LISTEN waits for it); the server is ready only once it listens. Until
  // then the public cache is not live and serves nothing (ADR 015).
  const startingFeed = startChangeFeed(database, {
    log: app.log,
    feed: changeFeed,
    // Drops' releases (their products' launches, and the drops the home page shows as
    // upcoming until then): the public cache ends every answer there (ADR 015).
    loadSchedule: async () => {
      await schemaReady;
      const [launches, releases] = await Promise.all([
        upcomingLaunches(database.db),
        upcomingDropReleases(database.db),
      ]);
      return [...launches, ...releases];
    },
  });
  // A server that starts before its database (lib/readiness.ts) must not wait for it here (the
  // embedded database may take longer to open than Fastify gives onReady); it says ready only
  // once the feed listens. An app built ready (tests) waits here as before.
  if (readiness.isReady) {
    app.addHook('onReady', async () => {
      await startingFeed;
    });
  } else {
    readiness.require(startingFeed);
  }
  app.addHook('onClose', async () => (await startingFeed).stop());
  await app.register(publicCachePlugin, { cache: publicCache });

  await app.register(errorsPlugin);
  await app.register(readinessGate);
  await app.register(inputGuardPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(securityPlugin);
  // No client of the shop sends a compressed request body: no route runs the plugin's request
  // decompression hook (one more hook per request, ADR 015).
  app.addHook('onRoute', (route) => {
    route.decompress ??= false;
  });
  // Pages and API answers above 1 KB are compressed for clients that accept it; brotli at a
  // level that costs little CPU per answer (static files are precompressed at the top level).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(accessPlugin);
  // Before every route, so its request hook sees them all (none when METRICS_TOKEN is unset).
  await app.register(metricsPlugin, { publicCache });
  // After the access check (it knows who), before every route: admin writes are audited.
  await app.register(auditPlugin);
  await app.register(analyticsPlugin, { recorder: analytics });
  await app.register(authRoutes);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(catalogRoutes, { prefix: '/api' });
  await app.register(searchRoutes, { prefix: '/api' });
  await app.register(accountRoutes, { prefix: '/api' });
  await app.register(wishlistRoutes, { prefix: '/api' });
  await app.register(cartRoutes, { prefix: '/api' });
  await app.register(ratingRoutes, { prefix: '/api' });
  await app.register(reviewRoutes, { prefix: '/api' });
  await app.register(reviewAdminRoutes, { prefix: '/api' });
  await app.register(stockAlertRoutes, { prefix: '/api' });
  await app.register(uploadRoutes, { prefix: '/api' });
  await app.register(catalogAdminRoutes, { prefix: '/api', dependents: catalogDependents });
  await app.register(monthlyDropRoutes, { prefix: '/api' });
  await app.register(monthlyDropAdminRoutes, { prefix: '/api' });
  await app.register(adminRoutes, { prefix: '/api' });
  await app.register(auditRoutes, { prefix: '/api' });
  await app.register(privacyRoutes, { prefix: '/api', personalDataOwners });
  await app.register(blogRoutes, { prefix: '/api' });
  await app.register(blogAdminRoutes, { prefix: '/api' });
  await app.register(engagementRoutes, { prefix: '/api' });
  await app.register(shippingRoutes, { prefix: '/api' });
  await app.register(giftWrapRoutes, { prefix: '/api' });
  await app.register(discountRoutes, { prefix: '/api' });
  await app.register(giftCardRoutes, { prefix: '/api' });
  await app.register(checkoutRoutes, { prefix: '/api' });
  await app.register(orderRoutes, { prefix: '/api' });
  await app.register(orderAdminRoutes, { prefix: '/api' });
  await app.register(patternRoutes, { prefix: '/api', orders: patternOrders });
  await app.register(patternAdminRoutes, { prefix: '/api', orders: patternOrders });
  await app.register(customOrderRoutes, { prefix: '/api' });
  await app.register(customOrderAdminRoutes, { prefix: '/api' });
  await app.register(demoCheckoutRoutes, { prefix: '/api' });
  // The storefront's HTML forms, answered without the app (docs/architecture.md).
  await registerFormRoutes(app, [
    engagementFormRoutes,
    // A sign-in by form merges the guest's cart into the account's, as the app's merge call does.
    accountFormRoutes({
      afterSignIn: (request, reply, userId) => mergeGuestCartOfRequest(app, request, reply, userId),
    }),
    cartFormRoutes,
    demoCheckoutFormRoutes,
    stockAlertFormRoutes,
    monthlyDropFormRoutes,
    wishlistFormRoutes,
    ratingFormRoutes,
    customOrderFormRoutes,
    giftCardFormRoutes,
    giftCardPurchaseFormRoute,
  ]);
  await app.register(paymentWebhookRoutes, { prefix: '/api' });
  await app.register(analyticsRoutes, { prefix: '/api' });
  await app.register(salesChannelRoutes, { prefix: '/api' });
  await app.register(darkModeRoutes, { prefix: '/api' });
  await app.register(checkoutExpirySweep);
  await app.register(mailOutboxWorker);
  await app.register(campaignDispatcher);
  await app.register(unattachedUploadSweep, { imageOwners });
  await app.register(reviewRequestSweep);
  await app.register(backupsPlugin);
  await app.register(cartReminderSweep);
  await app.register(guestCartSweep);
  await app.register(giftCardSendSweep);
  await app.register(launchNoticeSweep);

  const webDistDir = config.webDistDir ?? defaultWebDistDir;
  const renderer = loadStorefrontRenderer(webDistDir);
  // Pages render from a bundle loaded just after the server is ready, once the first probes have
  // had their answer: health checks and the API never wait for it, and the first page request
  // rarely has to (one that comes sooner loads it itself). Not sooner: compiling the bundle holds
  // this thread, and while the database is still opening, migrating and seeding its answers
  // would wait behind it (the start took 0.4 s longer on a busy machine).
  // The sign-in library (modules/accounts/create-auth.ts) loads the same way, just before it.
  app.addHook('onListen', (done) => {
    void readiness.whenReady().then(() => {
      setTimeout(() => {
        void ctx.auth
          .warm()
          .catch((error: unknown) => app.log.error({ err: error }, 'sign-in library'))
          .then(() => renderer?.warm())
          .catch((error: unknown) => app.log.error({ err: error }, 'page renderer'));
      }, RENDERER_WARM_DELAY_MS).unref();
    });
    done();
  });
  await app.register(seoRoutes, { staticPagesChanged: renderer?.builtAt ?? new Date() });
  await app.register(feedRoutes);
  await app.register(uploadFileRoutes);
  await app.register(staticPlugin, { renderer, webDistDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
