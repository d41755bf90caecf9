import { createServer, type RequestListener, type Server } from 'node:http';

/**
 * How long a client may take to send a request. Without these, a client that opens a
 * request and trickles (or never finishes) its headers or body holds a connection and its
 * parser for minutes.
 * - headersMs: the request line and headers; a browser sends them at once.
 * - requestMs: the whole request, body included; the largest legitimate body (a 2 MB
 *   transcript) takes under 20 s even at 1 Mbit/s. The time to answer is not counted.
 * - checkIntervalMs: how often Node looks for connections past those limits (default 30 s).
 * - keepAliveMs: how long an idle connection stays open for the client's next request.
 *   Node's default of 5 s is shorter than clients and proxies keep idle connections (60 s
 *   at common load balancers), so a client could send its next request on a connection the
 *   server is just closing and get a reset instead of an answer. Longer than 60 s, the
 *   client or proxy closes first.
 */
export const HTTP_TIMEOUTS = {
  headersMs: 10_000,
  requestMs: 30_000,
  checkIntervalMs: 1_000,
  keepAliveMs: 65_000,
} as const;

export type HttpTimeouts = { [K in keyof typeof HTTP_TIMEOUTS]: number };

/** The Node HTTP server of the app, with request header and body timeouts (408 and close when exceeded) and its idle keep-alive time. */
export function createHttpServer(listener: RequestListener, timeouts: HttpTimeouts = HTTP_TIMEOUTS): Server {
  return createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
      keepAliveTimeout: timeouts.keepAliveMs,
    },
    listener,
  );
}
