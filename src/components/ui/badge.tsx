import type { ReactNode } from 'react';

export type BadgeTone = 'primary' | 'secondary' | 'success' | 'warning' | 'danger' | 'info';

const TONES: Record<BadgeTone, string> = {
  primary: 'bg-violet-100 text-violet-900 dark:bg-violet-900 dark:text-violet-100',
  secondary: 'bg-gray-200 text-gray-800 dark:bg-gray-700 dark:text-gray-100',
  success: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  danger: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
  info: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
};

export function Badge({ tone = 'primary', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[tone]}`}>{children}</span>;
}
