import request from 'supertest';
import type { Express } from 'express';

export interface GraphQLResult<T> {
  status: number;
  data: T | null | undefined;
  errors: { message: string; extensions?: { code?: string; fields?: Record<string, string> } & Record<string, unknown> }[] | undefined;
}

/** Posts one GraphQL operation over HTTP, as a browser would (optionally with a session cookie and other headers). */
export async function graphql<T = Record<string, unknown>>(
  app: Express,
  query: string,
  variables: Record<string, unknown> = {},
  cookie?: string,
  headers: Record<string, string> = {},
): Promise<GraphQLResult<T>> {
  const req = request(app).post('/graphql').set('content-type', 'application/json').set(headers);
  if (cookie) req.set('cookie', cookie);
  const res = await req.send({ query, variables });
  return { status: res.status, data: res.body.data as T | null | undefined, errors: res.body.errors };
}

/** The `extensions.code` of the first error, for assertions. */
export const errorCode = (result: GraphQLResult<unknown>) => result.errors?.[0]?.extensions?.code;
