import { useNotices, type Notice } from './notification-store';

const STYLES: Record<string, { box: string; icon: string }> = {
  success: { box: 'border-green-600 bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100', icon: '✔' },
  error: { box: 'border-red-600 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100', icon: '✖' },
  warning: { box: 'border-amber-500 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100', icon: '⚠' },
  info: { box: 'border-sky-600 bg-sky-50 text-sky-900 dark:bg-sky-950 dark:text-sky-100', icon: 'ℹ' },
  neutral: { box: 'border-gray-400 bg-white text-gray-900 dark:bg-gray-800 dark:text-gray-100', icon: '•' },
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
        <span aria-hidden="true">{style.icon}</span>
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
  return (
    <div aria-live="polite" className="pointer-events-none fixed right-4 bottom-4 z-50 flex flex-col gap-2">
      {notices.map((n) => (
        <Toast key={n.id} notice={n} onClose={() => dismiss(n.id)} />
      ))}
    </div>
  );
}
