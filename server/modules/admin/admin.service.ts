import type { Viewer } from '../auth/viewer.js';
import type { Logger } from '../../logger.js';
import { assertAdmin } from '../auth/guards.js';
import type { ReindexCounts, SearchEngine } from '../search/search.port.js';

export interface ReindexResult extends ReindexCounts {
  message: string;
  durationMs: number;
}

/** Maintenance an administrator starts from the dashboard. */
export class AdminService {
  constructor(
    private readonly search: SearchEngine,
    private readonly log: Logger,
  ) {}

  /** Rebuilds the search data of every episode (passages) and prompt. */
  async reindex(viewer: Viewer): Promise<ReindexResult> {
    const admin = assertAdmin(viewer);
    const started = performance.now();
    const counts = await this.search.reindexAll();
    const durationMs = Math.round(performance.now() - started);
    this.log.info({ ...counts, durationMs, by: admin.username }, 'reindex requested by an administrator');
    return {
      message: `Reindexed ${counts.episodes} episodes (${counts.passages} passages) and ${counts.prompts} prompts.`,
      ...counts,
      durationMs,
    };
  }
}
