import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql/language/printer';

export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    /** HTTP status, or the GraphQL error code. */
    readonly status: number,
    readonly code?: string,
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
  const body = (await response.json().catch(() => null)) as { data?: TData; errors?: { message: string; extensions?: { code?: string } }[] } | null;
  const error = body?.errors?.[0];
  if (error) throw new GraphQLRequestError(error.message, response.status, error.extensions?.code);
  if (!response.ok || !body?.data) throw new GraphQLRequestError(`${response.status}: ${response.statusText}`, response.status);
  return body.data;
}
