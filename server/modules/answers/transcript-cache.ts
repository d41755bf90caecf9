import type { EntityManager } from '@mikro-orm/postgresql';
import { parseTranscriptBlocks, type TranscriptBlock } from '../../../common/transcript.js';

/**
 * Episodes' transcripts as speaker turns, for verification and reply lookup. Parsed
 * transcripts are kept per process, keyed by a digest of the stored text, so an edited
 * transcript is read again and an unchanged one is neither transferred nor parsed twice.
 */
export class TranscriptCache {
  /** Insertion order is recency: a hit is re-inserted, the oldest entry goes first. */
  private readonly entries = new Map<number, { version: string; blocks: TranscriptBlock[] }>();

  constructor(private readonly capacity = 120) {}

  /** The turns of each episode's transcript (episodes that do not exist are left out). */
  async load(em: EntityManager, numbers: number[]): Promise<Map<number, TranscriptBlock[]>> {
    const transcripts = new Map<number, TranscriptBlock[]>();
    if (numbers.length === 0) return transcripts;
    const connection = em.getConnection();
    const versions = await connection.execute<{ number: number; version: string }[]>(
      `select number, md5(coalesce(transcript_text, '')) as version from episodes where number in (?)`,
      [numbers],
    );
    const stale = versions.filter((r) => this.entries.get(r.number)?.version !== r.version).map((r) => r.number);
    if (stale.length > 0) {
      const texts = await connection.execute<{ number: number; text: string | null; version: string }[]>(
        `select number, transcript_text as text, md5(coalesce(transcript_text, '')) as version from episodes where number in (?)`,
        [stale],
      );
      for (const t of texts) this.entries.set(t.number, { version: t.version, blocks: parseTranscriptBlocks(t.text ?? '') });
    }
    for (const { number } of versions) {
      const entry = this.entries.get(number);
      if (!entry) continue;
      this.entries.delete(number);
      this.entries.set(number, entry);
      transcripts.set(number, entry.blocks);
    }
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return transcripts;
  }
}
