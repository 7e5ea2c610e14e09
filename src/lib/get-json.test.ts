// The one way the screens read an answer, against a real HTTP server: the contract's schema decides
// what gets through, for reads and for state-changing calls alike.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messageResponseSchema } from '../../server/contract/message';
import { filesResponseSchema } from '../../server/contract/files';

let server: Server;
let answer: { status: number; body: unknown };
const asked: Array<{ method: string; url: string; body: string }> = [];
let calls: typeof import('./get-json');
let client: typeof import('./api-client');

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      asked.push({ method: request.method!, url: request.url!, body });
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('VITE_API_BASE', `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
  calls = await import('./get-json');
  client = await import('./api-client');
});
afterAll(() => {
  vi.unstubAllEnvs();
  server.close();
});
beforeEach(() => {
  asked.length = 0;
});

const page = {
  success: true,
  files: [{ id: 7, file_name: '7.png', name: '7.png', creationDate: '2026-11-24T00:00:00.000Z' }],
  total: 1,
  page: 1,
  pageSize: 20,
};

describe('getJson', () => {
  it('asks with the search parameters and hands over what the schema accepts', async () => {
    answer = { status: 200, body: page };
    const list = await calls.getJson('get_files.php', filesResponseSchema, { collectionId: 3, page: 1 });
    expect(asked.map((a) => `${a.method} ${a.url}`)).toEqual(['GET /api/get_files.php?collectionId=3&page=1']);
    expect(list.files[0]!.name).toBe('7.png');
  });

  it("refuses an answer of another shape with the spec's words instead of letting it reach a screen", async () => {
    answer = { status: 200, body: { ...page, files: [{ id: '7' }] } };
    await expect(calls.getJson('get_files.php', filesResponseSchema)).rejects.toThrow(calls.INVALID_RESPONSE);
  });
});

describe('sendJson', () => {
  it('sends the JSON body with the method and hands over the parsed answer', async () => {
    answer = { status: 200, body: { success: true, message: 'Record deleted successfully' } };
    const done = await calls.sendJson('delete', 'delete_borrow.php', { json: { id: 4 } }, messageResponseSchema);
    const call = asked.find((a) => a.url === '/api/delete_borrow.php')!;
    expect(call).toMatchObject({ method: 'DELETE', body: '{"id":4}' });
    expect(done).toEqual({ success: true, message: 'Record deleted successfully' });
  });

  it('refuses an answer without the message the toast shows', async () => {
    answer = { status: 200, body: { success: true } };
    await expect(calls.sendJson('post', 'vote.php', { json: { proposalId: 1 } }, messageResponseSchema)).rejects.toThrow(
      'Invalid server response',
    );
  });

  it("rejects a refused call so that the screen can show the server's reason", async () => {
    answer = { status: 409, body: { success: false, error: 'You have already voted' } };
    const refused = await calls
      .sendJson('post', 'vote.php', { json: { proposalId: 1 } }, messageResponseSchema)
      .catch((error: unknown) => error);
    expect(await client.errorMessage(refused, 'Unknown error')).toBe('You have already voted');
  });
});
