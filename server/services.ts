import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import { AdminService } from './modules/admin/admin.service.js';
import { AnswerComposer } from './modules/answers/answer-composer.js';
import { AnswersService } from './modules/answers/answers.service.js';
import { AuthService } from './modules/auth/auth.service.js';
import { SessionStore } from './modules/auth/session-store.js';
import { EpisodesService } from './modules/episodes/episodes.service.js';
import { createGeneration, createTextEmbedder, ExtractiveAnswerGenerator } from './modules/generation/index.js';
import { NewsletterService } from './modules/newsletter/newsletter.service.js';
import { PromptAdminService } from './modules/prompts/prompt-admin.service.js';
import { PromptsService } from './modules/prompts/prompts.service.js';
import { RateLimitService } from './modules/ratelimit/ratelimit.service.js';
import { createSearchEngine, type SearchEngine } from './modules/search/index.js';
import { SeedService } from './modules/seed/seed.service.js';
import { SitePagesService } from './modules/site/site-pages.service.js';
import { SiteService } from './modules/site/site.service.js';
import { StatsService } from './modules/stats/stats.service.js';

/** What services are built from; tests build them the same way. */
export interface ServiceDeps {
  /** The ORM's global manager: inside a RequestContext it resolves to the request's fork. */
  em: EntityManager;
  config: Config;
  log: Logger;
  /** Defaults to the adapter the configuration selects. */
  search?: SearchEngine;
}

/** The one set of services behind both GraphQL and the REST shims. */
export function createServices(deps: ServiceDeps) {
  const { em, config, log } = deps;
  const search = deps.search ?? createSearchEngine(config.search, em, log, createTextEmbedder(config.llm));
  // Episodes ask the saved answers (prompts, built from episodes) which of them quote an episode.
  const episodes = new EpisodesService(em, search, log.child({ module: 'episodes' }), { answersQuoting: (n): Promise<number> => prompts.answersQuoting(n) });
  const rateLimit = new RateLimitService(em, config.rateLimit, log.child({ module: 'ratelimit' }));
  const prompts = new PromptsService(em, search, episodes);
  const extractive = new ExtractiveAnswerGenerator();
  const composer = new AnswerComposer(createGeneration(config.llm, log, extractive), extractive, log.child({ module: 'answers' }));
  const answers = new AnswersService({ em, search, rateLimit, prompts, composer });
  const sessions = new SessionStore(em);
  return {
    site: new SiteService(config),
    sitePages: new SitePagesService(em, config, prompts),
    search,
    rateLimit,
    prompts,
    answers,
    promptAdmin: new PromptAdminService(em, search, prompts, episodes),
    stats: new StatsService(em, config.rateLimit, rateLimit),
    admin: new AdminService(search, log.child({ module: 'admin' })),
    sessions,
    auth: new AuthService(em, sessions, log.child({ module: 'auth' })),
    episodes,
    newsletter: new NewsletterService(em),
    seed: new SeedService(em, episodes, search, answers, log.child({ module: 'seed' })),
  };
}

export type Services = ReturnType<typeof createServices>;
