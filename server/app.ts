import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageLocalDefault, ApolloServerPluginLandingPageProductionDefault } from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import { RequestContext as OrmRequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import express, { type Express, type Request, type RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Config } from './config.js';
import type { RequestContext, Viewer } from './context.js';
import { createFormatError } from './graphql/format-error.js';
import { createSchema } from './graphql/schema.js';
import { apiNotFound, errorHandler } from './http/error-handler.js';
import { sessionHandle, sessionMiddleware, sessionUserId } from './http/session.js';
import type { Logger } from './logger.js';
import { answersRouter } from './modules/answers/answers.routes.js';
import { User } from './modules/auth/user.entity.js';
import { adminRouter } from './modules/admin/admin.routes.js';
import { authRouter } from './modules/auth/auth.routes.js';
import { episodesRouter } from './modules/episodes/episodes.routes.js';
import { promptsRouter } from './modules/prompts/prompts.routes.js';
import { rateLimitRouter } from './modules/ratelimit/ratelimit.routes.js';
import { siteRouter } from './modules/site/site.routes.js';
import { statsRouter } from './modules/stats/stats.routes.js';
import type { Services } from './services.js';

declare module 'express-serve-static-core' {
  interface Request {
    ctx: RequestContext;
  }
}

export interface AppDeps {
  config: Config;
  orm: MikroORM;
  services: Services;
  log: Logger;
  sessionSecret: string;
  /** The built web client; default dist/client. */
  clientDir?: string;
}

const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../dist/client', import.meta.url));

export interface App {
  app: Express;
  /** Stops Apollo; the HTTP server and database are closed by their owners. */
  stop: () => Promise<void>;
}

/** Request bodies: transcripts are the largest legitimate payloads (about 150 kB). */
const JSON_LIMIT = '2mb';

/** "::ffff:127.0.0.1" → "127.0.0.1". */
const clientIp = (req: Request) => (req.ip ?? req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');

const securityHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
  next();
};

/** Builds `req.ctx`: the viewer (from the session cookie and the client address) and the services. */
function requestContext({ orm, services, log }: AppDeps): RequestHandler {
  return async (req, _res, next) => {
    const uid = sessionUserId(req);
    const user = uid === undefined ? null : await orm.em.findOne(User, { id: uid });
    const viewer: Viewer = {
      user: user ? { id: user.id, username: user.username, isAdmin: user.isAdmin } : null,
      ip: clientIp(req),
    };
    if (uid !== undefined && !user) req.session = null;
    const requestId = (req.id as string | undefined) ?? randomUUID();
    req.ctx = { viewer, services, session: sessionHandle(req), log: log.child({ requestId }), requestId };
    next();
  };
}

export async function createApp(deps: AppDeps): Promise<App> {
  const { config, orm, log } = deps;
  const app = express();
  app.disable('x-powered-by');
  if (config.http.trustProxy !== undefined) app.set('trust proxy', config.http.trustProxy);

  app.use(
    pinoHttp({
      logger: log.child({ module: 'http' }),
      genReqId: (req, res) => {
        const id = randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      customSuccessObject: (req, _res, value: Record<string, unknown>) => {
        const body = (req as Request).body as { operationName?: unknown } | undefined;
        return typeof body?.operationName === 'string' ? { ...value, operationName: body.operationName } : value;
      },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(securityHeaders);
  app.use(express.json({ limit: JSON_LIMIT }));
  app.use(sessionMiddleware(deps.sessionSecret, config.isProduction));
  // One EntityManager per request.
  app.use((_req, _res, next) => OrmRequestContext.create(orm.em, next));

  app.get('/healthz', async (_req, res) => {
    try {
      await orm.em.getConnection().execute('select 1');
      res.json({ status: 'ok' });
    } catch (error) {
      log.warn({ err: error }, 'health check failed: database unreachable');
      res.status(503).json({ status: 'unavailable', message: 'The database is not reachable.' });
    }
  });

  app.use(['/graphql', '/api'], requestContext(deps));

  const apollo = new ApolloServer<RequestContext>({
    schema: createSchema(),
    csrfPrevention: true,
    // index.ts owns SIGINT/SIGTERM and stops Apollo in order; Apollo's own handlers would race it.
    stopOnTerminationSignals: false,
    introspection: !config.isProduction,
    includeStacktraceInErrorResponses: false,
    formatError: createFormatError(log.child({ module: 'graphql' }), false),
    plugins: [
      config.isProduction
        ? ApolloServerPluginLandingPageProductionDefault({ footer: false })
        : ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true }),
    ],
  });
  await apollo.start();
  app.use('/graphql', expressMiddleware(apollo, { context: ({ req }) => Promise.resolve(req.ctx) }));

  app.use('/api', authRouter(), episodesRouter(), promptsRouter(), rateLimitRouter(), statsRouter(), adminRouter(), answersRouter());
  app.use('/api', apiNotFound);
  if (config.serveClient) app.use(siteRouter({ config, services: deps.services, log, clientDir: deps.clientDir ?? DEFAULT_CLIENT_DIR }));
  app.use(errorHandler(log));

  return { app, stop: () => apollo.stop() };
}
