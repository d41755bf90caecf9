import { Migration } from '@mikro-orm/migrations';

/**
 * Administrators could publish a prompt whose answer is the fixed no-information sentence
 * (common/answer.ts); such a prompt was listed under popular questions, in search and in the
 * sitemap, and its page sent visitors back home. The admin service now refuses that, and this
 * takes back any published before: they become unpublished (kept, reachable by their own link
 * as every unpublished answer is). The sentence is written out as it was stored, whitespace
 * around it ignored as isNoInformationAnswer ignores it.
 */
export class Migration20261126090000_unpublish_no_information extends Migration {
  override async up(): Promise<void> {
    this.addSql(`update "prompts" p set "is_published" = false
      where p."is_published"
        and exists (select 1 from "responses" r
                     where r."prompt_id" = p."id"
                       and btrim(r."full_response", E' \\t\\n\\r') = 'I couldn''t find enough information in the podcast episodes to answer that question.');`);
  }

  /** Nothing to undo: which of them were published is not kept, and none should be. */
  override async down(): Promise<void> {}
}
