/**
 * Builds the Fastify instance from plugins and routes; never listens (server.ts does, tests
 * inject). Order: context → error shape → security → access → auth → API modules → static SPA.
 */
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createAuth } from './modules/accounts/auth.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { createMailer, type Mailer } from './modules/mail/mailer.ts';
import { createLocalStorage } from './modules/media/storage.ts';
import { accessPlugin } from './plugins/access.ts';
import { authRoutes } from './plugins/auth-routes.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { securityPlugin } from './plugins/security.ts';
import { staticPlugin } from './plugins/static.ts';

export type BuildAppOptions = {
  config: Config;
  database: DatabaseHandle;
  authSecret: string;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
};

export async function buildApp({ config, database, authSecret, mailer, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
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
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    mailer: resolvedMailer,
    auth: createAuth({
      db: database.db,
      mailer: resolvedMailer,
      secret: authSecret,
      publicUrl: config.publicUrl,
      isProduction: config.isProduction,
      trustedOrigins: [config.publicUrl],
    }),
    storage: createLocalStorage(config.uploadsDir),
  };
  app.decorate('ctx', ctx);

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(accessPlugin);
  await app.register(authRoutes);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(catalogRoutes, { prefix: '/api' });

  await app.register(staticPlugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
