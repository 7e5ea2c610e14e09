import { HTTPError } from 'ky';
import { describe, expect, it } from 'vitest';
import { errorMessage } from './api-client';

const httpError = (body: unknown, status = 400) =>
  new HTTPError(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    new Request('http://localhost/api/x'),
    {} as never,
  );

describe('errorMessage', () => {
  it("shows the server's error, then its message", async () => {
    expect(await errorMessage(httpError({ error: 'Collection cannot have more than 10000 files' }), 'fallback')).toBe(
      'Collection cannot have more than 10000 files',
    );
    expect(await errorMessage(httpError({ message: 'Invalid verification code' }), 'fallback')).toBe('Invalid verification code');
  });

  it('falls back when the server said nothing useful', async () => {
    expect(await errorMessage(httpError({}), 'Error uploading files')).toBe('Error uploading files');
  });

  it("uses the screen's wording, not the browser's, when the network is gone", async () => {
    expect(await errorMessage(new TypeError('Failed to fetch'), 'Error uploading files')).toBe('Error uploading files');
  });

  it('passes other errors through', async () => {
    expect(await errorMessage(new Error('Image loading failed'), 'fallback')).toBe('Image loading failed');
  });
});
