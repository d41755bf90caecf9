import type { TypesenseHttp } from './typesense-http.adapter.js';

/**
 * The collections behind the adapter's aliases (`passages`, `prompts`) through a rebuild:
 * a rebuild fills a new collection, marked by a second alias (`…_next`) while it does, then
 * points the alias at it and drops the old one (Typesense's way to reindex without downtime).
 * Callers order these steps with episode writes (typesense.adapter.ts).
 */

/** A new collection for the alias: the alias's name and a suffix of its own. */
export const collectionFor = (alias: string) => `${alias}_${Date.now()}`;

/** The alias marking the collection a rebuild is filling for `alias`. */
export const nextOf = (alias: string) => `${alias}_next`;

/**
 * The collection a rebuild is filling for `alias`, or null: none, or a `_next` alias leading
 * nowhere (left by a process that died mid-rebuild, its collection since dropped; the next
 * rebuild replaces it).
 */
export async function collectionBeingBuilt(http: TypesenseHttp, alias: string): Promise<string | null> {
  const next = await http.aliasTarget(nextOf(alias));
  return next !== null && (await http.collectionExists(next)) ? next : null;
}

/**
 * Points `alias`'s `_next` alias at `collection`. One left by a rebuild that died is replaced,
 * and the collection it led to dropped unless an alias switch had already made it the
 * current one.
 */
export async function markNext(http: TypesenseHttp, alias: string, collection: string): Promise<void> {
  const leftover = await http.aliasTarget(nextOf(alias));
  if (leftover !== null && leftover !== (await http.aliasTarget(alias))) await http.dropCollection(leftover);
  await http.setAlias(nextOf(alias), collection);
}

/**
 * Points the alias at `collection`, drops the `_next` alias and the collection the alias led
 * to. A plain collection of the alias's name (from before aliases) is dropped first, as
 * Typesense refuses an alias named like a collection: searches fail in that short gap, once
 * per deployment.
 */
export async function switchAlias(http: TypesenseHttp, alias: string, collection: string): Promise<void> {
  const previous = await http.aliasTarget(alias);
  if (previous === null) await http.dropCollection(alias);
  await http.setAlias(alias, collection);
  await http.dropAlias(nextOf(alias));
  if (previous !== null) await http.dropCollection(previous);
}

/** After a failed rebuild: drops the `_next` alias if it leads to `collection`, and `collection` unless the alias was already switched to it. */
export async function discardNew(http: TypesenseHttp, alias: string, collection: string): Promise<void> {
  if ((await http.aliasTarget(nextOf(alias))) === collection) await http.dropAlias(nextOf(alias));
  if ((await http.aliasTarget(alias)) !== collection) await http.dropCollection(collection);
}

/** Drops the alias, any `_next` one, and the collections they lead to, or a plain collection of the alias's name. */
export async function dropAll(http: TypesenseHttp, alias: string): Promise<void> {
  const next = await http.aliasTarget(nextOf(alias));
  if (next !== null) {
    await http.dropAlias(nextOf(alias));
    await http.dropCollection(next);
  }
  const collection = await http.aliasTarget(alias);
  if (collection !== null) await http.dropAlias(alias);
  await http.dropCollection(collection ?? alias);
}
