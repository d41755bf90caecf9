import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  GraphQLError,
  Kind,
  OperationTypeNode,
  valueFromASTUntyped,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { MAX_PAGE_SIZE } from '../../common/limits.js';

/**
 * Bounds on one GraphQL request, checked before anything runs (SPEC: no single request may
 * stall the server). Parsing stops at MAX_TOKENS; graphql-armor's validation rules refuse
 * too many aliases, too deep a selection, too many directives and too high a cost; the
 * list budget below refuses operations that would load too many rows or transcripts.
 */
export const GRAPHQL_LIMITS = {
  /** Tokens in the query document (the largest client document has about 150). */
  maxTokens: 2000,
  /** Aliased fields per operation (the client uses at most 3). */
  maxAliases: 15,
  /** Nesting of selections and fragments (the client's deepest document is 7). */
  maxDepth: 10,
  maxDirectives: 20,
  /** graphql-armor's structural cost (objects 2, scalars 1, deeper levels weigh more). */
  maxCost: 5000,
  /** List items (rows) one operation may ask for, over all its lists and aliases. */
  maxListItems: 2 * MAX_PAGE_SIZE,
  /** Episode transcripts (about 150 kB each) one operation may ask for. */
  maxTranscripts: 20,
  /** Fields visited while measuring an operation (fragments spread many times). */
  maxVisitedFields: 20_000,
} as const;

export const LIST_BUDGET_MESSAGE = `This operation asks for too many items: at most ${GRAPHQL_LIMITS.maxListItems} list items and ${GRAPHQL_LIMITS.maxTranscripts} transcripts per request.`;
export const TOO_COMPLEX_MESSAGE = 'This operation is too complex. Ask for fewer fields, or split it into several requests.';

/** Arguments that bound the length of the list a field returns. */
const SIZE_ARGUMENTS = ['limit', 'days'] as const;
/** Fields whose values are large enough to budget on their own. */
const TRANSCRIPT_FIELDS = new Set(['Episode.transcriptText']);

interface Budget {
  items: number;
  transcripts: number;
  visited: number;
}

class BudgetExceeded extends Error {}

/*
 * Types are told apart by shape, not with graphql's instanceof helpers: the schema may come
 * from the other build (CommonJS or ESM) of graphql than this module, as under vitest.
 */
const isObject = (type: GraphQLNamedType | undefined | null): type is GraphQLObjectType => type != null && 'getFields' in type && 'isTypeOf' in type;
const namedTypeName = (field: GraphQLField<unknown, unknown>) => String(field.type).replace(/[[\]!]/g, '');
const isList = (field: GraphQLField<unknown, unknown>) => String(field.type).startsWith('[');

/**
 * The size a list field will be asked for, as execution will see it: a literal, a variable
 * (its value in the request, else its default in the operation), or the argument's default
 * when the argument is absent or null (resolvers read null as "the default"). A value that
 * is none of these counts as the largest page: the budget fails closed.
 */
function sizeArgument(field: GraphQLField<unknown, unknown>, node: FieldNode, variables: Readonly<Record<string, unknown>>): number | undefined {
  for (const name of SIZE_ARGUMENTS) {
    const definition = field.args.find((arg) => arg.name === name);
    if (!definition) continue;
    const given = node.arguments?.find((arg) => arg.name.value === name)?.value;
    const value = !given
      ? undefined
      : given.kind === Kind.VARIABLE
        ? Object.hasOwn(variables, given.name.value)
          ? variables[given.name.value]
          : undefined
        : valueFromASTUntyped(given, variables);
    const size = value === undefined || value === null ? definition.defaultValue : value;
    return typeof size === 'number' && Number.isFinite(size) ? size : MAX_PAGE_SIZE;
  }
  return undefined;
}

/**
 * The operation's variables as execution will see them: those the request gives, and the
 * operation's defaults for the others.
 */
function operationVariables(operation: OperationDefinitionNode, given: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (Object.hasOwn(given, name)) variables[name] = given[name];
    else if (definition.defaultValue) variables[name] = valueFromASTUntyped(definition.defaultValue);
  }
  return variables;
}

/**
 * Counts the list items and transcripts an operation would load: a list field with a
 * `limit` (or `days`) argument multiplies what is below it by that size, aliases and
 * fragment spreads count each time they appear. Lists without a size argument (quotes of
 * an answer, the dashboard's top prompts) are short by construction and count as one.
 */
export function measureOperation(
  schema: GraphQLSchema,
  root: GraphQLObjectType,
  selectionSet: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
): Budget {
  const budget: Budget = { items: 0, transcripts: 0, visited: 0 };

  const walk = (type: GraphQLObjectType, set: SelectionSetNode, multiplier: number) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments[selection.name.value];
        const target = fragment && schema.getType(fragment.typeCondition.name.value);
        if (fragment && isObject(target)) walk(target, fragment.selectionSet, multiplier);
        continue;
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const target = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        if (isObject(target)) walk(target, selection.selectionSet, multiplier);
        continue;
      }
      budget.visited += 1;
      if (budget.visited > GRAPHQL_LIMITS.maxVisitedFields) throw new BudgetExceeded(TOO_COMPLEX_MESSAGE);
      const field = type.getFields()[selection.name.value];
      if (!field) continue; // __typename and introspection fields
      if (TRANSCRIPT_FIELDS.has(`${type.name}.${field.name}`)) budget.transcripts += multiplier;
      let inner = multiplier;
      if (isList(field)) {
        inner = multiplier * Math.max(1, sizeArgument(field, selection, variables) ?? 1);
        budget.items += inner;
      }
      if (budget.items > GRAPHQL_LIMITS.maxListItems || budget.transcripts > GRAPHQL_LIMITS.maxTranscripts) throw new BudgetExceeded(LIST_BUDGET_MESSAGE);
      const named = schema.getType(namedTypeName(field));
      if (selection.selectionSet && isObject(named)) walk(named, selection.selectionSet, inner);
    }
  };

  walk(root, selectionSet, 1);
  return budget;
}

/** Refuses (400, BAD_USER_INPUT) an operation over the list budget before it runs. */
const listBudgetPlugin: ApolloServerPlugin = {
  requestDidStart: () =>
    Promise.resolve({
      didResolveOperation: ({ schema, document, operation, request }) => {
        const root =
          operation?.operation === OperationTypeNode.MUTATION
            ? schema.getMutationType()
            : operation?.operation === OperationTypeNode.QUERY
              ? schema.getQueryType()
              : null;
        if (!operation || !root) return Promise.resolve();
        const fragments: Record<string, FragmentDefinitionNode> = {};
        for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
        try {
          measureOperation(schema, root, operation.selectionSet, fragments, operationVariables(operation, request.variables ?? {}));
        } catch (error) {
          if (!(error instanceof BudgetExceeded)) throw error;
          return Promise.reject(new GraphQLError(error.message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } }));
        }
        return Promise.resolve();
      },
    }),
};

/** What ApolloServer needs: parse options, validation rules and plugins. */
export function graphqlLimits(isProduction: boolean) {
  const armor = new ApolloArmor({
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost },
    // graphql-js counts tokens itself (parseOptions below): a plain GRAPHQL_PARSE_FAILED.
    maxTokens: { enabled: false },
    // Apollo's own hideSchemaDetailsFromClientErrors removes suggestions in production.
    blockFieldSuggestion: { enabled: false },
  });
  const { validationRules, plugins } = armor.protect();
  return {
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    validationRules,
    plugins: [...plugins, listBudgetPlugin],
    hideSchemaDetailsFromClientErrors: isProduction,
    allowBatchedHttpRequests: false,
  };
}
