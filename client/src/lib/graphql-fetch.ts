import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql/language/printer';

/**
 * A failed fetchGraphQL request: a GraphQL error (its message and code), or an answer that was
 * not GraphQL (a proxy's error page, a JSON error body), kept whole so that fetch-failure.ts
 * reads it as request-errors.ts reads Apollo's ServerError.
 */
export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    /** The HTTP status of the answer. */
    readonly status: number,
    /** The GraphQL error code, when the server answered with a GraphQL error. */
    readonly code?: string,
    /** The body of an answer that was not GraphQL; undefined for a GraphQL error. */
    readonly bodyText?: string,
  ) {
    super(message);
    this.name = 'GraphQLRequestError';
  }
}

/**
 * A typed GraphQL request without Apollo, for the home page, which must stay light
 * (SPEC: initial JavaScript under 150 kB). Uses the same codegen documents.
 */
export async function fetchGraphQL<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
  signal?: AbortSignal,
): Promise<TData> {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: print(document), variables }),
    signal,
  });
  const bodyText = await response.text();
  const body = parseBody<TData>(bodyText);
  const error = body?.errors?.[0];
  if (error) throw new GraphQLRequestError(error.message, response.status, error.extensions?.code);
  if (!response.ok || !body?.data) throw new GraphQLRequestError(`${response.status}: ${response.statusText}`, response.status, undefined, bodyText);
  return body.data;
}

interface GraphQLBody<TData> {
  data?: TData;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** The JSON of an answer, or null when it is none (a proxy's HTML error page). */
function parseBody<TData>(bodyText: string): GraphQLBody<TData> | null {
  try {
    return JSON.parse(bodyText) as GraphQLBody<TData> | null;
  } catch {
    return null;
  }
}
