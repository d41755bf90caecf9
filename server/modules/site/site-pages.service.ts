import type { EntityManager } from '@mikro-orm/postgresql';
import { isNoInformationAnswer } from '../../../common/answer.js';
import { metaDescription } from '../../../common/meta.js';
import { isUuidLike } from '../../../common/slug.js';
import { episodeNumberIn } from '../../../common/validation.js';
import type { Config } from '../../config.js';
import { Episode } from '../episodes/episode.entity.js';
import { Prompt } from '../prompts/prompt.entity.js';
import type { PromptsService } from '../prompts/prompts.service.js';
import type { PageHead } from './site-html.js';

export interface SitemapEntry {
  /** Absolute address. */
  loc: string;
  /** yyyy-mm-dd. */
  lastmod?: string;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * What crawlers and link previews see without JavaScript: the head of answer and
 * episode pages, and the sitemap. Reads only.
 */
export class SitePagesService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: Config,
    private readonly prompts: Pick<PromptsService, 'findBySlug'>,
  ) {}

  /**
   * The head of /answer/{slug} (links under `origin`; the canonical one at the answer's
   * current slug, for a former one); null when there is no such answer. Unpublished and
   * 'no information' answers are noindex.
   */
  async answerHead(slug: string, origin: string): Promise<PageHead | null> {
    const prompt = await this.prompts.findBySlug(slug);
    const response = prompt?.response?.unwrap();
    if (!prompt || !response) return null;
    const canonical = `${origin}/answer/${encodeURIComponent(prompt.slug)}`;
    const description = metaDescription(response.fullResponse);
    const noindex = !prompt.isPublished || isNoInformationAnswer(response.fullResponse);
    return {
      title: `${prompt.text} - ${this.config.podcastName} Q&A`,
      description,
      canonical,
      type: 'article',
      noindex,
      jsonLd: noindex
        ? undefined
        : {
            '@context': 'https://schema.org',
            '@type': 'QAPage',
            mainEntity: {
              '@type': 'Question',
              name: prompt.text,
              text: prompt.text,
              dateCreated: prompt.createdAt.toISOString(),
              answerCount: 1,
              acceptedAnswer: { '@type': 'Answer', text: description, url: canonical },
            },
          },
    };
  }

  /** The head of /episodes/{number or id}; null when there is no such episode. */
  async episodeHead(idOrNumber: string, origin: string): Promise<PageHead | null> {
    const number = episodeNumberIn(idOrNumber);
    const where = number !== null ? { number } : isUuidLike(idOrNumber) ? { id: idOrNumber } : null;
    const episode = where ? await this.em.findOne(Episode, where) : null;
    if (!episode) return null;
    const podcast = this.config.podcastName;
    const canonical = `${origin}/episodes/${episode.number}`;
    return {
      title: `${episode.title} - ${podcast}`,
      description: `Episode ${episode.number} of the ${podcast}${episode.guest ? ` with ${episode.guest}` : ''}: ${episode.title}. Transcript and listening links.`,
      canonical,
      type: 'article',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'PodcastEpisode',
        episodeNumber: episode.number,
        name: episode.title,
        url: canonical,
        ...(episode.publishedDate ? { datePublished: episode.publishedDate } : {}),
        ...(episode.guest ? { actor: { '@type': 'Person', name: episode.guest } } : {}),
        partOfSeries: { '@type': 'PodcastSeries', name: podcast, url: `${origin}/episodes` },
      },
    };
  }

  /** The public pages, published answers (newest first) and episodes, for /sitemap.xml. */
  async sitemap(origin: string): Promise<SitemapEntry[]> {
    const url = (path: string) => `${origin}${path}`;
    const prompts = await this.em.find(
      Prompt,
      { isPublished: true, response: { $ne: null } },
      { fields: ['slug', 'createdAt'], orderBy: { createdAt: 'desc' } },
    );
    const episodes = await this.em.find(Episode, {}, { fields: ['number', 'updatedAt'], orderBy: { number: 'desc' } });
    return [
      { loc: url('/') },
      { loc: url('/search') },
      { loc: url('/episodes') },
      { loc: url('/subscribe') },
      ...prompts.map((p) => ({ loc: url(`/answer/${encodeURIComponent(p.slug)}`), lastmod: day(p.createdAt) })),
      ...episodes.map((e) => ({ loc: url(`/episodes/${e.number}`), lastmod: day(e.updatedAt) })),
    ];
  }
}
