import { describe, expect, it } from 'vitest';
import { isActiveLink, NAV_LINKS } from './nav-links';

describe('navigation links', () => {
  it('lists the spec links in order', () => {
    expect(NAV_LINKS.map((l) => l.label)).toEqual([
      'Home',
      'META JSON Editor',
      'File rename',
      'Image Combiner',
      'NFT Academy',
      'Support',
      'Vote',
      'Apply',
    ]);
  });

  it('is active only when the path equals the target', () => {
    expect(isActiveLink('/collections', '/collections')).toBe(true);
    expect(isActiveLink('/collection/edit/files/3', '/collections')).toBe(false);
    expect(isActiveLink('/faq', '/')).toBe(false);
    expect(isActiveLink('/', '/')).toBe(true);
  });
});
