import { notify } from '../../../components/ui/notification-store';
import { errorMessage } from '../../../lib/api-client';

/** Runs a call and shows the server's message (or the fallback) as a Notification toast. */
export async function runAction(call: () => Promise<{ message?: string }>, success: string, failure: string): Promise<boolean> {
  try {
    const result = await call();
    notify('success', result.message || success);
    return true;
  } catch (error) {
    notify('error', await errorMessage(error, failure));
    return false;
  }
}
