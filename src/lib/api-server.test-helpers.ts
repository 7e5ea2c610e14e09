// A real HTTP server standing in for the API in the data layer's tests: it records every call and
// answers what the test last set. The SPA's client is pointed at it before the tested module loads.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  url: string;
  body: string;
}

export async function startApiServer() {
  const calls: ApiCall[] = [];
  const state = { answer: { status: 200, body: {} as unknown } };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      calls.push({ method: request.method!, url: request.url!, body });
      response.writeHead(state.answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(state.answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('VITE_API_BASE', `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
  return {
    calls,
    /** "METHOD /path?query" of each call so far. */
    asked: () => calls.map((call) => `${call.method} ${call.url}`),
    answer: (status: number, body: unknown) => void (state.answer = { status, body }),
    close: () => {
      vi.unstubAllEnvs();
      server.close();
    },
  };
}
