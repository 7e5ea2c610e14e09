import type { BadgeTone } from '@/components/ui/badge';
import type { TicketPriority, TicketStatus } from '@contract/tickets';

export const STATUS_TONES: Record<TicketStatus, BadgeTone> = {
  open: 'primary',
  pending: 'warning',
  replied: 'success',
  closed: 'secondary',
};

const PRIORITY_ICONS: Record<TicketPriority, { icon: string; className: string }> = {
  low: { icon: '▼', className: 'text-sky-700 dark:text-sky-300' },
  medium: { icon: '■', className: 'text-amber-700 dark:text-amber-300' },
  high: { icon: '▲', className: 'text-red-700 dark:text-red-400' },
};

const JUST_NOW_MS = 60_000;

export function PriorityLabel({ priority }: { priority: TicketPriority }) {
  const { icon, className } = PRIORITY_ICONS[priority];
  return (
    <span className="inline-flex items-center gap-1 text-sm">
      <span aria-hidden="true" className={className}>
        {icon}
      </span>
      Priority: {priority}
    </span>
  );
}

/** The creation date, or 'Just now' for a ticket from the last minute. */
export function createdLabel(createdAt: string | undefined, now = Date.now()): string {
  if (!createdAt) return 'Just now';
  const at = new Date(createdAt).getTime();
  return Number.isNaN(at) || now - at < JUST_NOW_MS ? 'Just now' : new Date(at).toLocaleString();
}
