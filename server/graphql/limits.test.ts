import { createRequire } from 'node:module';
import { Kind, OperationTypeNode, print, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import type * as GraphQL from 'graphql';
import * as clientDocuments from '../../generated/client/graphql.js';
import { MAX_PAGE_SIZE } from '../../common/limits.js';
import { createSchema } from './schema.js';
import { GRAPHQL_LIMITS, graphqlLimits, measureOperation } from './limits.js';

/* The schema is built by @graphql-tools with the CommonJS build of graphql: validate with that one. */
const { parse, validate } = createRequire(import.meta.url)('graphql') as typeof GraphQL;

/** The web client's own operations stay well inside the limits, at the largest sizes it asks for. */
describe('GraphQL limits and the client', () => {
  const schema = createSchema();
  const { validationRules, parseOptions } = graphqlLimits(true);
  const documents = Object.entries(clientDocuments).filter(([name, value]) => name.endsWith('Document') && (value as DocumentNode).kind === Kind.DOCUMENT) as [
    string,
    DocumentNode,
  ][];

  it('finds the client documents', () => {
    expect(documents.length).toBeGreaterThan(20);
  });

  it.each(documents)('%s passes the token, alias, depth and cost limits and the list budget', (_name, document) => {
    const reparsed = parse(print(document), parseOptions);
    expect(validate(schema, reparsed, validationRules)).toEqual([]);
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const d of reparsed.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
    const operation = reparsed.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
    const root = operation.operation === OperationTypeNode.MUTATION ? schema.getMutationType()! : schema.getQueryType()!;
    // Whole-number variables share the largest page the client ever asks for (MAX_PAGE_SIZE).
    const sizes = (operation.variableDefinitions ?? []).filter((v) => print(v.type).startsWith('Int'));
    const variables = Object.fromEntries(sizes.map((v) => [v.variable.name.value, Math.floor(MAX_PAGE_SIZE / sizes.length)]));
    const budget = measureOperation(schema, root, operation.selectionSet, fragments, variables);
    expect(budget.items).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxListItems);
    expect(budget.transcripts).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxTranscripts);
  });

  it('counts aliases, nested lists, fragments and default sizes', () => {
    const document = parse(`query { a: prompts { ...P } b: episodes(limit: 3) { transcriptText } }
      fragment P on Prompt { response { sources { quotes { text } } } }`);
    const operation = document.definitions[0] as OperationDefinitionNode;
    const fragments = { P: document.definitions[1] as FragmentDefinitionNode };
    // prompts: 10 by default, their quotes 10 × 1, episodes 3; three transcripts.
    expect(measureOperation(schema, schema.getQueryType()!, operation.selectionSet, fragments, {})).toMatchObject({ items: 23, transcripts: 3 });
  });
});
