import { describe, expect, it } from 'vitest';
import { TUTORIALS, tutorialsWith } from './videos';

describe('tutorial videos', () => {
  it('uses the configured video ids, and the placeholders until they are set', () => {
    const ids = { collections: 'aaaaaaaaaaa', files: 'bbbbbbbbbbb', traits: 'ccccccccccc' };
    expect(tutorialsWith(ids).map((t) => [t.title, t.videoId])).toEqual([
      ['Collection management', 'aaaaaaaaaaa'],
      ['NFT files management', 'bbbbbbbbbbb'],
      ['Trait management', 'ccccccccccc'],
    ]);
    expect(tutorialsWith(null)).toEqual(TUTORIALS);
  });
});
