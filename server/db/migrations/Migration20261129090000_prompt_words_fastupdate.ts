import { Migration } from '@mikro-orm/migrations';

/**
 * The trigram index that corrects misspelled search words (prompt-search.ts) writes each new
 * word straight into the index instead of a GIN pending list. Reindexing saved answers
 * rewrites every word at once; with the pending list, all of them waited there until
 * autovacuum merged them, and until then PostgreSQL read the whole table for each
 * misspelled query word (about 10 ms each at 100,000 saved answers, `npm run bench:search`)
 * instead of using the index (well under 1 ms). The table holds one row per distinct word of
 * the saved questions and grows by a handful per saved question, so writing each into the
 * index costs nothing that matters. The words already pending are merged now.
 */
export class Migration20261129090000_prompt_words_fastupdate extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter index "prompt_words_word_trgm_index" set (fastupdate = off);`);
    this.addSql(`select gin_clean_pending_list('prompt_words_word_trgm_index'::regclass);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter index "prompt_words_word_trgm_index" reset (fastupdate);`);
  }
}
