import fs from 'node:fs';
import type { Plugin } from 'vite';

/** `graphql(\`query Name …\`)` or `graphql(\`fragment Name on …\`)`: a codegen document in the source. */
const DOCUMENT_CALL = /\bgraphql\(\s*`\s*(?:query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)[\s\S]*?`\s*\)/g;

/** A document in generated/client/graphql.ts: `export const XDocument = {…JSON…} as unknown as DocumentNode<…>;` on one line. */
const GENERATED_DOCUMENT =
  /^export const \w+ = (\{"kind":"Document","definitions":\[\{"kind":"(?:OperationDefinition|FragmentDefinition)"(?:,"operation":"\w+")?,"name":\{"kind":"Name","value":"(\w+)"\}.*\}) as unknown as DocumentNode<.*$/gm;

/** Document name → its parsed form (JSON text), from the generated module. */
export function generatedDocuments(generatedSource: string): Map<string, string> {
  const documents = new Map<string, string>();
  for (const [, json, name] of generatedSource.matchAll(GENERATED_DOCUMENT)) documents.set(name!, json!);
  return documents;
}

/**
 * Replaces each `graphql(\`…\`)` call with that document's parsed form; null when the
 * source holds none. Calls codegen has not seen yet are left to `graphql()`.
 */
export function inlineDocuments(code: string, documents: Map<string, string>): string | null {
  let changed = false;
  const rewritten = code.replace(DOCUMENT_CALL, (call, name: string) => {
    const json = documents.get(name);
    if (!json) return call;
    changed = true;
    // Keep the call's line count, so that the module's lines keep their numbers.
    return `(${json})${'\n'.repeat(call.split('\n').length - 1)}`;
  });
  return changed ? rewritten : null;
}

/**
 * The client preset's `graphql()` looks documents up in one map of every document of
 * the app, and a bundler keeps a module whole, so every chunk calling it would carry
 * them all (the home page would carry the admin area's). Like the preset's Babel
 * optimiser, this puts each document where it is written, so each chunk holds only its own.
 */
export function graphqlDocuments({ generatedFile, sourceDir }: { generatedFile: string; sourceDir: string }): Plugin {
  let cache: { mtimeMs: number; documents: Map<string, string> } | undefined;
  const documents = () => {
    const { mtimeMs } = fs.statSync(generatedFile);
    if (cache?.mtimeMs !== mtimeMs) cache = { mtimeMs, documents: generatedDocuments(fs.readFileSync(generatedFile, 'utf8')) };
    return cache.documents;
  };
  return {
    name: 'horizons:graphql-documents',
    enforce: 'pre',
    transform(code, id) {
      // The app's own modules only (not tests, which may hold documents as sample text).
      if (!id.startsWith(sourceDir) || !/\.[cm]?[jt]sx?$/.test(id) || /\.test\.[jt]sx?$/.test(id) || !code.includes('graphql(')) return null;
      const inlined = inlineDocuments(code, documents());
      return inlined === null ? null : { code: inlined, map: null };
    },
  };
}
