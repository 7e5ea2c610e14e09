// Limits on the sockets themselves, below the routes: how long a client may keep a socket without
// sending, and how many sockets one client address may hold open. Documented in docs/security.md.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { enforceBodyDeadlines, type DeadlineLimits } from './request-deadline.ts';

/** A socket that receives no byte for this long while its request is unfinished is answered 408 and closed. */
export const SOCKET_IDLE_TIMEOUT_MS = 30_000;
/** The headers of a request must all arrive within this (a trickled header block is cut off). */
export const HEADERS_TIMEOUT_MS = 20_000;
/** A whole upload, however fast it sends: a batch of up to 15 x MAX_FILE_BYTES (rates: request-deadline.ts). */
export const REQUEST_TIMEOUT_MS = 15 * 60_000;
/** An idle kept-alive socket between two requests is closed after this. */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** Sockets one client address may hold open at once (a browser opens at most 6 per origin). */
export const CONNECTIONS_PER_CLIENT = 64;
/** A refused socket gets this long to read its answer before it is closed from our side. */
const REFUSAL_LINGER_MS = 2_000;

export interface ConnectionLimits extends DeadlineLimits {
  idleTimeoutMs: number;
  /** 0: no bound (behind a proxy every request comes from the proxy's address). */
  connectionsPerClient: number;
}

const rawAnswer = (status: string, error: string) => {
  const body = JSON.stringify({ success: false, error, message: error });
  return `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
};
const REQUEST_TIMEOUT_ANSWER = rawAnswer('408 Request Timeout', 'Request timed out: nothing was received for too long');
const TOO_SLOW_ANSWER = rawAnswer('408 Request Timeout', 'Request timed out: the body arrived too slowly');
const TOO_MANY_CONNECTIONS_ANSWER = rawAnswer('429 Too Many Requests', 'Too many open connections from your address');

export function guardConnections(server: Server, limits: ConnectionLimits): void {
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  closeIdleSockets(server, limits.idleTimeoutMs);
  enforceBodyDeadlines(server, limits, answerTooSlow);
  if (limits.connectionsPerClient > 0) boundConnectionsPerClient(server, limits.connectionsPerClient);
}

function closeIdleSockets(server: Server, idleTimeoutMs: number): void {
  const current = new WeakMap<Socket, { req: IncomingMessage; res: ServerResponse }>();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => current.set(req.socket, { req, res }));
  server.timeout = idleTimeoutMs;
  server.on('timeout', (socket: Socket) => {
    const exchange = current.get(socket);
    // Kept alive between two requests: closed quietly, as the keep-alive timeout would.
    if (exchange?.res.writableFinished) return void socket.destroy();
    if (exchange?.req.complete) {
      // The request is whole and the server still answers: the client's fault only if it stopped reading.
      if (socket.writableLength > 0) socket.destroy();
      return;
    }
    // Headers or body unfinished; unless the server holds the bytes back itself (backpressure), the
    // client has sent nothing for too long.
    if (socket.isPaused()) return;
    if (exchange?.res.headersSent) return void socket.destroy();
    socket.end(REQUEST_TIMEOUT_ANSWER);
    socket.destroySoon();
  });
}

/** Once the answer has begun (the route refused early), no 408 can follow: the socket is only closed. */
function answerTooSlow(socket: Socket, res: ServerResponse): void {
  if (res.headersSent) return void socket.destroy();
  socket.end(TOO_SLOW_ANSWER);
  socket.destroySoon();
}

/**
 * Counts open sockets by client address; one over the bound is answered 429 before HTTP sees it. The
 * server's own connection handling is wrapped, so a refused socket is never parsed.
 */
function boundConnectionsPerClient(server: Server, bound: number): void {
  const open = new Map<string, number>();
  const accept = server.listeners('connection') as Array<(socket: Socket) => void>;
  server.removeAllListeners('connection');
  server.on('connection', (socket: Socket) => {
    const client = socket.remoteAddress ?? 'unknown';
    const count = (open.get(client) ?? 0) + 1;
    if (count > bound) return refuse(socket);
    open.set(client, count);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
    for (const listener of accept) listener.call(server, socket);
  });
}

function refuse(socket: Socket): void {
  socket.on('error', () => undefined);
  socket.resume();
  socket.end(TOO_MANY_CONNECTIONS_ANSWER);
  setTimeout(() => socket.destroy(), REFUSAL_LINGER_MS).unref();
}
