import { Migration } from '@mikro-orm/migrations';

/**
 * Usage history apart from today's allowances: `usage_tracking.total_requests` keeps the
 * questions answered each day (the dashboard's history, never reset), `allowance_used`
 * counts them against the site's daily allowance (an admin reset sets it back to 0).
 * `visitor_resets` counts each visitor's demo resets per day.
 */
export class Migration20261124093000_usage_history extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "usage_tracking" add column "allowance_used" int not null default 0;`);
    this.addSql(`update "usage_tracking" set "allowance_used" = "total_requests";`);
    this.addSql(
      `create table "visitor_resets" ("ip_address" varchar(64) not null, "date" date not null default current_date, "reset_count" int not null default 0, constraint "visitor_resets_pkey" primary key ("ip_address", "date"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "visitor_resets" cascade;`);
    this.addSql(`update "usage_tracking" set "total_requests" = "allowance_used";`);
    this.addSql(`alter table "usage_tracking" drop column "allowance_used";`);
  }
}
