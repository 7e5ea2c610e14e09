import { FREE_CREDITS } from '@/config/constants';
import type { NoticeType } from '@/components/ui/notification-store';

export function allowanceText(withCredits: boolean, limit: number): string {
  return withCredits
    ? `You can rename up to ${limit} files based on your credits.`
    : `Free version allows renaming up to ${FREE_CREDITS} files. Connect wallet for more.`;
}

export interface AddPlan {
  accepted: number;
  skipped: number;
  notice: { type: NoticeType; message: string };
}

/** How many of `incoming` new files fit next to `current` ones under `limit`, and what to tell the user. */
export function planAdd(current: number, limit: number, incoming: number): AddPlan {
  const remaining = Math.max(0, limit - current);
  if (remaining === 0) {
    return { accepted: 0, skipped: incoming, notice: { type: 'error', message: 'Credit limit reached. Cannot add more files.' } };
  }
  if (incoming > remaining) {
    const skipped = incoming - remaining;
    return {
      accepted: remaining,
      skipped,
      notice: { type: 'warning', message: `Added ${remaining} files. Skipped ${skipped} files due to credit limit.` },
    };
  }
  return { accepted: incoming, skipped: 0, notice: { type: 'success', message: `Successfully added ${incoming} files` } };
}
