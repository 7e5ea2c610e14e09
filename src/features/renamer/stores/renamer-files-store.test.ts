import { beforeEach, describe, expect, it } from 'vitest';
import { useRenamerFiles } from './renamer-files-store';

const names = () => useRenamerFiles.getState().entries.map((e) => e.file.name);

beforeEach(() => {
  useRenamerFiles.getState().clear();
  useRenamerFiles.getState().add(['a', 'b', 'c', 'd'].map((n) => new File([n], n)));
});

describe('renamer files store', () => {
  it('moves an entry to a new position, keeping the others in order', () => {
    useRenamerFiles.getState().move(0, 2);
    expect(names()).toEqual(['b', 'c', 'a', 'd']);
    useRenamerFiles.getState().move(3, 0);
    expect(names()).toEqual(['d', 'b', 'c', 'a']);
  });

  it('ignores moves out of range', () => {
    useRenamerFiles.getState().move(0, 4);
    useRenamerFiles.getState().move(-1, 0);
    expect(names()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('removes by id and clears', () => {
    const [, second] = useRenamerFiles.getState().entries;
    useRenamerFiles.getState().remove(second!.id);
    expect(names()).toEqual(['a', 'c', 'd']);
    useRenamerFiles.getState().clear();
    expect(names()).toEqual([]);
  });
});
