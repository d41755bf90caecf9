import { Migration } from '@mikro-orm/migrations';

/**
 * The term pipeline writes numbers from ten up as their digits ("ninety" is "90",
 * server/modules/search/text/terms.ts `NUMBER_WORDS`), as transcripts do. The stored passage
 * index holds terms of the old pipeline, so it is emptied; the server rebuilds it at start-up
 * (SearchEngine.ensureIndexed). Saved-answer search needs no change here: its query asks for
 * either spelling (prompt-search.ts).
 */
export class Migration20261129050000_number_words extends Migration {
  override async up(): Promise<void> {
    this.addSql(`delete from "passages";`);
    this.addSql(`delete from "search_episodes";`);
    this.addSql(`delete from "search_models";`);
    this.addSql(`update "search_state" set "version" = "version" + 1;`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "passages";`);
    this.addSql(`delete from "search_episodes";`);
    this.addSql(`delete from "search_models";`);
  }
}
