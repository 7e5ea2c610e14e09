import { useCallback, useEffect, useState } from 'react';
import { MESSAGE_MS_WALLET } from '@/config/constants';

/** A wallet helper's inline message: it clears itself after 5 s (SPEC.md sections 4 and 9). */
export function useWalletMessage() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), MESSAGE_MS_WALLET);
    return () => clearTimeout(timer);
  }, [message]);
  return { message, show: setMessage, clear: useCallback(() => setMessage(null), []) };
}
