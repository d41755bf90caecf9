import { createServer, type RequestListener, type Server } from 'node:http';
import type { Duplex } from 'node:stream';

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

/**
 * The answers to requests Node's parser refuses before the app sees them, as Node gives them
 * (status and reason) but with the REST errors' JSON body (`{ message, code }`, error-handler.ts)
 * instead of none, so a client learns why.
 */
const PARSER_REFUSALS: Readonly<Record<string, { status: number; reason: string; code: string; message: string }>> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    code: 'HEADERS_TOO_LARGE',
    message: "The request's address and headers are too long (at most 16 kB together). Send long input in the request body.",
  },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: {
    status: 413,
    reason: 'Payload Too Large',
    code: 'PAYLOAD_TOO_LARGE',
    message: "The request body's chunk extensions are too large.",
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive. Send it again.' },
};
const MALFORMED_REQUEST = { status: 400, reason: 'Bad Request', code: 'MALFORMED_REQUEST', message: 'The request is not valid HTTP.' };

/**
 * A request Node could not parse or that did not arrive in time: answered, as Node would,
 * only when nothing has been written on the connection yet, and the connection closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex & { bytesWritten?: number }): void {
  if (error.code !== 'ECONNRESET' && socket.writable && (socket.bytesWritten ?? 0) === 0) {
    const refusal = (error.code && PARSER_REFUSALS[error.code]) || MALFORMED_REQUEST;
    const body = JSON.stringify({ message: refusal.message, code: refusal.code });
    socket.write(
      `HTTP/1.1 ${refusal.status} ${refusal.reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * The Node HTTP server of the app, with request header and body timeouts (408 and close when
 * exceeded), its idle keep-alive time, and a JSON reason for requests its parser refuses.
 */
export function createHttpServer(listener: RequestListener, timeouts: HttpTimeouts = HTTP_TIMEOUTS): Server {
  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
      keepAliveTimeout: timeouts.keepAliveMs,
    },
    listener,
  );
  server.on('clientError', answerClientError);
  return server;
}
