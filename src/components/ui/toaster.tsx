// The toast stack: newest on top, at most three on screen; older ones wait collapsed behind '+n more'
// so a burst of messages never covers the panel the user is working in.
import { useState, type ReactNode } from 'react';
import { useNotices, type Notice } from './notification-store';
import { CheckIcon, DotIcon, ErrorIcon, InfoIcon, WarningIcon } from './icons';

export const VISIBLE_TOASTS = 3;

const STYLES: Record<string, { box: string; icon: ReactNode }> = {
  success: { box: 'border-green-600 bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100', icon: <CheckIcon /> },
  error: { box: 'border-red-600 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100', icon: <ErrorIcon /> },
  warning: { box: 'border-amber-500 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100', icon: <WarningIcon /> },
  info: { box: 'border-sky-600 bg-sky-50 text-sky-900 dark:bg-sky-950 dark:text-sky-100', icon: <InfoIcon /> },
  neutral: { box: 'border-gray-400 bg-white text-gray-900 dark:bg-gray-800 dark:text-gray-100', icon: <DotIcon /> },
};

export const noticeStyle = (type: string) => STYLES[type] ?? STYLES.neutral!;

function Toast({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const style = noticeStyle(notice.type);
  return (
    <div
      role={notice.type === 'error' ? 'alert' : 'status'}
      data-type={notice.type}
      className={`pointer-events-auto w-80 rounded border-l-4 p-3 shadow-lg ${style.box}`}
    >
      <div className="flex items-start gap-2">
        <span className="mt-0.5 shrink-0">{style.icon}</span>
        <div className="flex-1">
          {notice.kind === 'notification' && <strong className="block">Notification</strong>}
          <p className="text-sm break-words">{notice.message}</p>
        </div>
        <button type="button" aria-label="Close" onClick={onClose} className="px-1 text-lg leading-none">
          ×
        </button>
      </div>
    </div>
  );
}

export function Toaster() {
  const notices = useNotices((s) => s.notices);
  const dismiss = useNotices((s) => s.dismiss);
  const [expanded, setExpanded] = useState(false);
  const newestFirst = [...notices].reverse();
  const hidden = expanded ? 0 : Math.max(0, newestFirst.length - VISIBLE_TOASTS);
  return (
    <div aria-live="polite" className="pointer-events-none fixed right-4 bottom-4 z-50 flex max-h-[90vh] flex-col gap-2 overflow-y-auto">
      {newestFirst.slice(0, newestFirst.length - hidden).map((n) => (
        <Toast key={n.id} notice={n} onClose={() => dismiss(n.id)} />
      ))}
      {(hidden > 0 || (expanded && newestFirst.length > VISIBLE_TOASTS)) && (
        <button
          type="button"
          onClick={() => setExpanded(!expanded)}
          className="pointer-events-auto self-end rounded-full bg-gray-800 px-3 py-1 text-xs font-medium text-white shadow dark:bg-gray-200 dark:text-gray-900"
        >
          {hidden > 0 ? `+${hidden} more` : 'Show fewer'}
        </button>
      )}
    </div>
  );
}
