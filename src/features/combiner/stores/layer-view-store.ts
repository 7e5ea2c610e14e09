// What the virtualised layer list keeps outside its cards, which unmount when scrolled away: the
// layers whose images are hidden, the uploads under way, and the value the search field asks to show.
import { create } from 'zustand';

export interface UploadProgress {
  done: number;
  total: number;
}

interface LayerViewStore {
  hidden: ReadonlySet<number>;
  uploads: Readonly<Record<number, UploadProgress>>;
  /** An image the search field found: its layer card scrolls to it and focuses its trait value. */
  sought: { groupId: number; fileId: string; at: number } | null;
  setShown(id: number, shown: boolean): void;
  setUpload(id: number, progress: UploadProgress | null): void;
  seek(groupId: number, fileId: string): void;
  /** The request is met (its value focused): a card mounting later does not seek it again. */
  done(request: NonNullable<LayerViewStore['sought']>): void;
}

export const useLayerView = create<LayerViewStore>()((set) => ({
  hidden: new Set(),
  uploads: {},
  sought: null,
  setShown: (id, shown) =>
    set((s) => {
      const hidden = new Set(s.hidden);
      if (shown) hidden.delete(id);
      else hidden.add(id);
      return { hidden };
    }),
  setUpload: (id, progress) =>
    set((s) => {
      const uploads = { ...s.uploads };
      if (progress) uploads[id] = progress;
      else delete uploads[id];
      return { uploads };
    }),
  // A found image's layer shows its images; `at` makes a second search for the same image a new request.
  seek: (groupId, fileId) =>
    set((s) => {
      const hidden = new Set(s.hidden);
      hidden.delete(groupId);
      return { sought: { groupId, fileId, at: (s.sought?.at ?? 0) + 1 }, hidden };
    }),
  done: (request) => set((s) => (s.sought === request ? { sought: null } : {})),
}));
