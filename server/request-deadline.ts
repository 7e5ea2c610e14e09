// Deadlines by rate, not only by silence (Apache's mod_reqtimeout `body=...,MinRate=...`): a client that
// sends one byte every few seconds is never idle, yet must not hold a socket for the whole request
// timeout. A body other than an upload must be whole within the body timeout; an upload gets the same
// time for its first bytes and then one more second per `minBytesPerS` received. Time the server holds
// the socket back itself (backpressure) is not counted. Documented in docs/security.md.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** A body other than an upload (a JSON object of at most 1 MB) must be whole this long after its headers. */
export const BODY_TIMEOUT_MS = 10_000;
/** After the body timeout an upload must have averaged this since its headers (64 kbit/s, a poor mobile link). */
export const UPLOAD_MIN_BYTES_PER_S = 8 * 1024;
/** A socket found held back by the server is looked at again this much later, and the wait is not counted. */
const HELD_BACK_RECHECK_MS = 1_000;

export interface DeadlineLimits {
  bodyTimeoutMs: number;
  uploadMinBytesPerS: number;
}

function deadlineOf(limits: DeadlineLimits, upload: boolean, received: number, heldBackMs: number): number {
  const earned = upload ? (received / limits.uploadMinBytesPerS) * 1000 : 0;
  return limits.bodyTimeoutMs + earned + heldBackMs;
}

const hasBody = (req: IncomingMessage) => req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] ?? '0') !== '0';

/**
 * Watches each request with a body until it is whole; one timer per request, moved forward as bytes
 * arrive. `tooSlow` answers a request the client is too slow to send.
 */
export function enforceBodyDeadlines(server: Server, limits: DeadlineLimits, tooSlow: (socket: Socket, res: ServerResponse) => void) {
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!hasBody(req)) return;
    const socket = req.socket;
    const upload = (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');
    const started = Date.now();
    const bytesAtStart = socket.bytesRead;
    let heldBackMs = 0;
    const check = () => {
      if (req.complete || socket.destroyed) return;
      if (socket.isPaused()) {
        heldBackMs += HELD_BACK_RECHECK_MS;
        return void setTimeout(check, HELD_BACK_RECHECK_MS).unref();
      }
      const due = started + deadlineOf(limits, upload, socket.bytesRead - bytesAtStart, heldBackMs);
      const now = Date.now();
      if (now < due) return void setTimeout(check, due - now).unref();
      tooSlow(socket, res);
    };
    setTimeout(check, limits.bodyTimeoutMs).unref();
  });
}
