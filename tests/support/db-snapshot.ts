import pg from 'pg';

/** Row count and a checksum of every row, per table of the public schema. */
export type DatabaseSnapshot = Record<string, { rows: number; checksum: string | null }>;

/**
 * A fingerprint of everything stored in a test database (migrations excluded), so a test
 * can show that a request changed nothing: equal snapshots mean equal rows in every table.
 */
export async function snapshotDatabase(databaseUrl: string): Promise<DatabaseSnapshot> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'mikro_orm_%' order by table_name",
    );
    const snapshot: DatabaseSnapshot = {};
    for (const { table_name: table } of tables) {
      const name = client.escapeIdentifier(table);
      const { rows } = await client.query<{ rows: string; checksum: string | null }>(
        `select count(*) as rows, md5(string_agg(t::text, '|' order by t::text)) as checksum from ${name} t`,
      );
      snapshot[table] = { rows: Number(rows[0]!.rows), checksum: rows[0]!.checksum };
    }
    return snapshot;
  } finally {
    await client.end();
  }
}
