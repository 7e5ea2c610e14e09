import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_URL_TTL_MS } from '../config/constants';
import { downloadBytes } from './download';

afterEach(() => vi.useRealTimers());

describe('downloadBytes', () => {
  it('clicks a link named after the file and releases its URL only after the browser had time to read it', () => {
    vi.useFakeTimers();
    const made: Blob[] = [];
    const revoked: string[] = [];
    URL.createObjectURL = (blob: Blob) => (made.push(blob), 'blob:download-1');
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
    const clicked: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ name: this.download, href: this.href });
    });

    downloadBytes('{"name":"#16"}', '16.json', 'application/json');

    expect(clicked).toEqual([{ name: '16.json', href: 'blob:download-1' }]);
    expect(made[0]!.type).toBe('application/json');
    expect(made[0]!.size).toBe('{"name":"#16"}'.length);
    expect(document.querySelector('a[download]')).toBeNull();
    vi.advanceTimersByTime(DOWNLOAD_URL_TTL_MS - 1);
    expect(revoked).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(revoked).toEqual(['blob:download-1']);
  });
});
