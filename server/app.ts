import compression from 'compression';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageLocalDefault, ApolloServerPluginLandingPageProductionDefault } from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import { RequestContext as OrmRequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import express, { type Express, type Request, type RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import { TEXT_LIMITS } from '../common/validation.js';
import type { Config } from './config.js';
import type { RequestContext } from './context.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from './errors.js';
import { createFormatError } from './graphql/format-error.js';
import { storableLiteralsRule, storableVariablesPlugin } from './graphql/input-guard.js';
import { graphqlLimits } from './graphql/limits.js';
import { createSchema } from './graphql/schema.js';
import { visitorAddress } from './http/client-address.js';
import { apiNotFound, errorHandler, graphqlErrorHandler } from './http/error-handler.js';
import { refuseUnreadableInput } from './http/input-guard.js';
import { restWriteGuard, securityHeaders } from './http/security.js';
import { cookieMiddleware, loadSession } from './http/session.js';
import { redactUrl, type Logger } from './logger.js';
import { answersRouter } from './modules/answers/answers.routes.js';
import { adminRouter } from './modules/admin/admin.routes.js';
import { authRouter } from './modules/auth/auth.routes.js';
import { episodesRouter } from './modules/episodes/episodes.routes.js';
import { newsletterRouter } from './modules/newsletter/newsletter.routes.js';
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

/** Request bodies in general: far beyond any legitimate one that carries no transcript. */
const JSON_LIMIT = '2mb';

/**
 * Bodies that may carry a transcript (REST episode create/update, and /graphql for
 * createEpisode/updateEpisode): room for the longest transcript the rule accepts
 * (TEXT_LIMITS.transcript characters, counted as UTF-16 units) however it is written as JSON.
 * A unit takes at most 6 bytes (a `\uXXXX` escape; raw UTF-8 takes at most 3), and 100 kB
 * more holds the other fields, even escaped, and the GraphQL document: 6,100,000 bytes.
 */
export const TRANSCRIPT_BODY_LIMIT = 6 * TEXT_LIMITS.transcript + 100_000;

/**
 * The visitor's address as allowances and throttles count it (http/client-address.ts):
 * Express's, from X-Forwarded-For when TRUST_PROXY says a proxy wrote it, unless that is no
 * IP address (a proxy passes on whatever the client sent when it only appends): then the
 * socket's.
 */
const clientIp = (req: Request): string =>
  visitorAddress(req.ip ?? '') ?? visitorAddress(req.socket.remoteAddress ?? '') ?? req.socket.remoteAddress ?? 'unknown';

/** Builds `req.ctx`: the viewer (from the server-side session and the client address) and the services. */
function requestContext({ config, services, log }: AppDeps): RequestHandler {
  return async (req, res, next) => {
    const session = await loadSession(req, res, services.sessions, config.session.cookieSecure);
    const requestId = (req.id as string | undefined) ?? randomUUID();
    req.ctx = {
      viewer: { user: session.current?.user ?? null, ip: clientIp(req) },
      services,
      session: session.handle,
      log: log.child({ requestId }),
      requestId,
      origin: services.site.origin(req.protocol, req.get('host')),
    };
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
        req: (req: { method: string; url: string }) => ({ method: req.method, url: redactUrl(req.url) }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  // Text answers (the client's scripts and styles, pages, JSON) go gzip-compressed to clients that accept it:
  // the main script is about 260 kB raw. A proxy in front that compresses sees them already encoded.
  app.use(compression());
  app.use(securityHeaders(config));
  app.use('/api', restWriteGuard(config));
  // The first parser that reads a body wins: the others pass a request whose body was read.
  app.use(['/api/admin/episodes', '/graphql'], express.json({ limit: TRANSCRIPT_BODY_LIMIT }));
  app.use(express.json({ limit: JSON_LIMIT }));
  app.use(cookieMiddleware(deps.sessionSecret));
  // One EntityManager per request.
  app.use((_req, _res, next) => OrmRequestContext.create(orm.em, next));

  app.get('/healthz', async (_req, res) => {
    try {
      await orm.em.getConnection().execute('select 1');
      res.json({ status: 'ok' });
    } catch (error) {
      log.warn({ err: error }, 'health check failed: database unreachable');
      res.status(503).json({ status: 'unavailable', message: DATABASE_UNAVAILABLE_MESSAGE, code: 'DATABASE_UNAVAILABLE' });
    }
  });

  app.use(['/graphql', '/api'], requestContext(deps));

  const limits = graphqlLimits(config.isProduction);
  const apollo = new ApolloServer<RequestContext>({
    schema: createSchema(),
    parseOptions: limits.parseOptions,
    validationRules: [...limits.validationRules, storableLiteralsRule],
    hideSchemaDetailsFromClientErrors: limits.hideSchemaDetailsFromClientErrors,
    allowBatchedHttpRequests: limits.allowBatchedHttpRequests,
    csrfPrevention: true,
    // index.ts owns SIGINT/SIGTERM and stops Apollo in order; Apollo's own handlers would race it.
    stopOnTerminationSignals: false,
    introspection: !config.isProduction,
    includeStacktraceInErrorResponses: false,
    formatError: createFormatError(log.child({ module: 'graphql' })),
    plugins: [
      ...limits.plugins,
      storableVariablesPlugin,
      config.isProduction
        ? ApolloServerPluginLandingPageProductionDefault({ footer: false })
        : ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true }),
    ],
  });
  await apollo.start();
  app.use('/graphql', expressMiddleware(apollo, { context: ({ req }) => Promise.resolve(req.ctx) }));
  // What failed on /graphql before Apollo ran (body, session) answers as GraphQL.
  app.use('/graphql', graphqlErrorHandler(log));

  const apiRouters = [authRouter(), episodesRouter(), promptsRouter(), rateLimitRouter(), statsRouter(), adminRouter(), answersRouter(), newsletterRouter()];
  app.use('/api', refuseUnreadableInput, ...apiRouters);
  app.use('/api', apiNotFound(apiRouters));
  if (config.serveClient) app.use(siteRouter({ config, services: deps.services, log, clientDir: deps.clientDir ?? DEFAULT_CLIENT_DIR }));
  app.use(errorHandler(log));

  return { app, stop: () => apollo.stop() };
}
