import { MutationObserver } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { createToastingMutationCache, type MutationToasts } from './mutation-toasts';
import { useNotices } from './notification-store';

const serverRefusal = (body: unknown) =>
  new HTTPError(
    new Response(JSON.stringify(body), { status: 400, headers: { 'content-type': 'application/json' } }),
    new Request('http://localhost/api/add_borrow.php'),
    {} as never,
  );

async function run(mutationFn: () => Promise<unknown>, meta?: MutationToasts) {
  const client = createQueryClient(createToastingMutationCache());
  await new MutationObserver(client, { mutationFn, meta }).mutate().catch(() => undefined);
  return useNotices.getState().notices.map((n) => [n.type, n.message]);
}

afterEach(() => useNotices.setState({ notices: [] }));

describe('the mutation toasts declared in meta', () => {
  const toasts: MutationToasts = { toastSuccess: true, toastError: { text: 'Failed to submit: {reason}', fallback: 'Unknown error' } };

  it("shows the server's success message", async () => {
    expect(await run(async () => ({ message: 'Credits lent' }), toasts)).toEqual([['success', 'Credits lent']]);
  });

  it("puts the server's refusal into the text", async () => {
    const refused = () => Promise.reject(serverRefusal({ error: 'Not enough credits' }));
    expect(await run(refused, toasts)).toEqual([['error', 'Failed to submit: Not enough credits']]);
  });

  it('uses the fallback when the call never reached the server', async () => {
    expect(await run(() => Promise.reject(new TypeError('Failed to fetch')), toasts)).toEqual([
      ['error', 'Failed to submit: Unknown error'],
    ]);
  });

  it('drops the reason tail when there is neither a reason nor a fallback', async () => {
    const meta: MutationToasts = { toastError: { text: 'Failed to create ticket: {reason}', fallback: '' } };
    expect(await run(() => Promise.reject(new TypeError('Failed to fetch')), meta)).toEqual([['error', 'Failed to create ticket']]);
  });

  it('shows the bare reason when no text is given', async () => {
    const meta: MutationToasts = { toastError: { fallback: 'Failed to submit application' } };
    expect(await run(() => Promise.reject(serverRefusal({})), meta)).toEqual([['error', 'Failed to submit application']]);
  });

  it("shows the success fallback when the server's answer has no message", async () => {
    const meta: MutationToasts = { toastSuccess: { fallback: 'File deleted successfully' } };
    expect(await run(async () => ({ success: true }), meta)).toEqual([['success', 'File deleted successfully']]);
    useNotices.setState({ notices: [] });
    expect(await run(async () => ({ message: 'Deleted' }), meta)).toEqual([['success', 'Deleted']]);
  });

  it('stays silent for a mutation that declares no toasts', async () => {
    expect(await run(() => Promise.reject(serverRefusal({ error: 'x' })))).toEqual([]);
    expect(await run(async () => ({ message: 'done' }))).toEqual([]);
  });
});
