import { describe, expect, it } from 'vitest';
import { generatedDocuments, inlineDocuments } from './graphql-documents.plugin';

const GENERATED = [
  `export type SiteQuery = { site: { podcastName: string } };`,
  `export const SiteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Site"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<SiteQuery, SiteQueryVariables>;`,
  `export const EpisodeCard_EpisodeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EpisodeCard_episode"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Episode"}}}]} as unknown as DocumentNode<EpisodeCard_EpisodeFragment, unknown>;`,
].join('\n');

describe('generatedDocuments', () => {
  it('finds each operation and fragment by its GraphQL name', () => {
    const documents = generatedDocuments(GENERATED);
    expect([...documents.keys()]).toEqual(['Site', 'EpisodeCard_episode']);
    expect(JSON.parse(documents.get('Site')!)).toMatchObject({ kind: 'Document', definitions: [{ name: { value: 'Site' } }] });
  });
});

describe('inlineDocuments', () => {
  const documents = generatedDocuments(GENERATED);

  it('replaces a graphql() call with the parsed document and keeps the line count', () => {
    const source =
      "import { graphql } from '@generated/gql';\nconst SiteDocument = graphql(`\n  query Site {\n    site { podcastName }\n  }\n`);\nexport { SiteDocument };";
    const inlined = inlineDocuments(source, documents)!;
    expect(inlined.split('\n')).toHaveLength(source.split('\n').length);
    expect(inlined).toContain('const SiteDocument = ({"kind":"Document"');
    expect(inlined).not.toContain('query Site');
  });

  it('inlines fragments too', () => {
    expect(inlineDocuments('const F = graphql(`fragment EpisodeCard_episode on Episode { id }`);', documents)).toContain('"FragmentDefinition"');
  });

  it('leaves documents codegen has not seen, and sources without documents', () => {
    const unknown = 'const D = graphql(`query NotGenerated { site { podcastName } }`);';
    expect(inlineDocuments(unknown, documents)).toBeNull();
    expect(inlineDocuments('const x = 1;', documents)).toBeNull();
  });
});
