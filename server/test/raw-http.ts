// Requests written byte by byte on a plain socket, for what fetch cannot do: declare a body and send
// none of it, stop halfway, or come from another loopback address (127.0.0.2 is a client of its own).
import { connect, type Socket } from 'node:net';

export interface RawClient {
  socket: Socket;
  /** Everything received so far. */
  received(): string;
  /** Resolves with everything received once the server has closed the socket. */
  closed: Promise<string>;
}

export function openRaw(base: string, localAddress = '127.0.0.1'): Promise<RawClient> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port), localAddress });
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    const closed = new Promise<string>((done) => socket.once('close', () => done(text)));
    socket.once('error', () => undefined);
    socket.once('connect', () => resolve({ socket, received: () => text, closed }));
    socket.once('error', reject);
  });
}

/** The head of a request: its line and headers, ending with the blank line. */
export function requestHead(method: string, path: string, headers: Record<string, string>): string {
  const lines = Object.entries({ host: 'localhost', ...headers }).map(([name, value]) => `${name}: ${value}`);
  return `${method} ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

/** Resolves once `client` has received `text`. */
export async function until(client: RawClient, text: string): Promise<void> {
  while (!client.received().includes(text)) {
    if (client.socket.destroyed) throw new Error(`closed before "${text}": ${client.received()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
