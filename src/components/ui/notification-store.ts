// Toasts any screen can raise: the Notification toast (10 s) and the short message toast (3 s default).
import { create } from 'zustand';
import { MESSAGE_TOAST_MS, NOTIFICATION_MS } from '../../config/constants';

export type NoticeType = 'success' | 'error' | 'warning' | 'info' | (string & {});

export interface Notice {
  id: number;
  type: NoticeType;
  message: string;
  kind: 'notification' | 'message';
}

interface NoticeStore {
  notices: Notice[];
  dismiss(id: number): void;
}

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export const useNotices = create<NoticeStore>((set) => ({
  notices: [],
  dismiss(id) {
    clearTimeout(timers.get(id));
    timers.delete(id);
    set((s) => ({ notices: s.notices.filter((n) => n.id !== id) }));
  },
}));

function push(kind: Notice['kind'], type: NoticeType, message: string, ms: number): number {
  const id = nextId++;
  useNotices.setState((s) => ({ notices: [...s.notices, { id, type, message, kind }] }));
  timers.set(
    id,
    setTimeout(() => useNotices.getState().dismiss(id), ms),
  );
  return id;
}

/** The 'Notification' toast: closes after 10 s or on its close button. */
export const notify = (type: NoticeType, message: string) => push('notification', type, message, NOTIFICATION_MS);

/** The message toast: closes after `ms` (3 s by default). */
export const showMessage = (message: string, type: NoticeType = 'info', ms = MESSAGE_TOAST_MS) => push('message', type, message, ms);
