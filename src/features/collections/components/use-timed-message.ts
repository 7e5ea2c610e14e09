import { useCallback, useEffect, useState } from 'react';
import { MESSAGE_MS_COLLECTIONS } from '@/config/constants';

export interface TimedMessage {
  type: 'success' | 'error' | 'warning';
  text: string;
}

/** A message that clears itself after 20 s (SPEC.md section 4, collection screens). */
export function useTimedMessage() {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), MESSAGE_MS_COLLECTIONS);
    return () => clearTimeout(timer);
  }, [message]);
  const show = useCallback((type: TimedMessage['type'], text: string) => setMessage({ type, text }), []);
  return { message, show, clear: useCallback(() => setMessage(null), []) };
}

const TONES: Record<TimedMessage['type'], string> = {
  success: 'border-green-600 bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100',
  error: 'border-red-600 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100',
  warning: 'border-amber-500 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
};

export const messageClass = (type: TimedMessage['type']) => `mb-4 rounded border-l-4 p-3 text-sm ${TONES[type]}`;
