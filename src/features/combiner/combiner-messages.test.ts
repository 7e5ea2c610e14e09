import { describe, expect, it } from 'vitest';
import { cancelledMessage, creditLimitNotice, discardQuestion, layerUploadMessages } from './combiner-messages';

describe('combiner messages', () => {
  it('say how many layer images were added and name each refused file', () => {
    expect(
      layerUploadMessages('Hats', 3, [
        { name: 'notes.txt', reason: 'not an image' },
        { name: 'broken.png', reason: 'could not be read' },
      ]),
    ).toEqual({
      added: 'Added 3 images to Hats.',
      refused: 'Not added: notes.txt (not an image), broken.png (could not be read).',
    });
    expect(layerUploadMessages('', 1, [])).toEqual({ added: 'Added 1 image.', refused: null });
    expect(layerUploadMessages('Hats', 0, [{ name: 'a.png', reason: 'already in this layer' }]).added).toBeNull();
  });

  it('announce the credit limit before Generate, and nothing when every combination fits', () => {
    expect(creditLimitNotice(400, 150, 10_000)).toBe(
      'Your credits allow 150 of the 400 possible combinations: Generate will make a random 150.',
    );
    expect(creditLimitNotice(20_000, 50_000, 10_000)).toBe(
      'At most 10000 of the 20000 possible combinations: Generate will make a random 10000.',
    );
    expect(creditLimitNotice(100, 150, 10_000)).toBeNull();
    expect(creditLimitNotice(0, 150, 10_000)).toBeNull();
  });

  it('say a run was cancelled and ask before discarding the previous results', () => {
    expect(cancelledMessage(12, 40)).toBe(
      'Generation cancelled after 12 of 40 images. Nothing from this run was kept; generate again when ready.',
    );
    expect(discardQuestion(40)).toBe('Start a new run? The 40 images of the previous run will be discarded.');
  });
});
