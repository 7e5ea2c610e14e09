// The one way the screens read an answer, against a real HTTP server: the contract's schema decides
// what gets through, for reads and for state-changing calls alike.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messageResponseSchema } from '@contract/message';
import { filesResponseSchema } from '@contract/files';
import { startApiServer } from './api-server.test-helpers';

let api: Awaited<ReturnType<typeof startApiServer>>;
let calls: typeof import('./get-json');
let client: typeof import('./api-client');

beforeAll(async () => {
  api = await startApiServer();
  calls = await import('./get-json');
  client = await import('./api-client');
});
afterAll(() => api.close());
beforeEach(() => {
  api.calls.length = 0;
});

const page = {
  success: true,
  files: [{ id: 7, file_name: '7.png', name: '7.png', creationDate: '2026-11-24T00:00:00.000Z', tokenName: null }],
  total: 1,
  page: 1,
  pageSize: 20,
};

describe('getJson', () => {
  it('asks with the search parameters and hands over what the schema accepts', async () => {
    api.answer(200, page);
    const list = await calls.getJson('get_files.php', filesResponseSchema, { collectionId: 3, page: 1 });
    expect(api.asked()).toEqual(['GET /api/get_files.php?collectionId=3&page=1']);
    expect(list.files[0]!.name).toBe('7.png');
  });

  it("refuses an answer of another shape with the spec's words instead of letting it reach a screen", async () => {
    api.answer(200, { ...page, files: [{ id: '7' }] });
    await expect(calls.getJson('get_files.php', filesResponseSchema)).rejects.toThrow(calls.INVALID_RESPONSE);
  });
});

describe('sendJson', () => {
  it('sends the JSON body with the method and hands over the parsed answer', async () => {
    api.answer(200, { success: true, message: 'Record deleted successfully' });
    const done = await calls.sendJson('delete', 'delete_borrow.php', { json: { id: 4 } }, messageResponseSchema);
    const call = api.calls.find((a) => a.url === '/api/delete_borrow.php')!;
    expect(call).toMatchObject({ method: 'DELETE', body: '{"id":4}' });
    expect(done).toEqual({ success: true, message: 'Record deleted successfully' });
  });

  it('refuses an answer without the message the toast shows', async () => {
    api.answer(200, { success: true });
    await expect(calls.sendJson('post', 'vote.php', { json: { proposalId: 1 } }, messageResponseSchema)).rejects.toThrow(
      'Invalid server response',
    );
  });

  it("rejects a refused call so that the screen can show the server's reason", async () => {
    api.answer(409, { success: false, error: 'You have already voted' });
    const refused = await calls
      .sendJson('post', 'vote.php', { json: { proposalId: 1 } }, messageResponseSchema)
      .catch((error: unknown) => error);
    expect(await client.errorMessage(refused, 'Unknown error')).toBe('You have already voted');
  });
});
