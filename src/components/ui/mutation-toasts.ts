// The one mutation convention: a mutation hook declares its toasts in `meta`, and the query client's
// MutationCache (built here, handed to createQueryClient by the app) shows them. Components call
// `mutate(input, { onSuccess })` for their own follow-up (clearing a form) and never catch to toast.
import { MutationCache, type Mutation } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api-client';
import { notify } from './notification-store';

// A type alias, not an interface: React Query only takes meta types assignable to Record<string, unknown>.
export type MutationToasts = {
  /** Toast the server's `message` when the call succeeds (else `fallback`, when one is given). */
  toastSuccess?: boolean | { fallback: string };
  /**
   * Toast a failure: `text` with `{reason}` replaced by the server's message (else `fallback`); just the
   * reason when there is no text; the text without its `: {reason}` tail when there is no reason either.
   */
  toastError?: { text?: string; fallback: string };
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationToasts;
  }
}

const REASON = '{reason}';

function failureText(text: string | undefined, reason: string): string {
  if (!text) return reason;
  return reason ? text.replace(REASON, reason) : text.replace(`: ${REASON}`, '');
}

type AnyMutation = Mutation<unknown, unknown, unknown>;

function toastMutationSuccess(data: unknown, mutation: AnyMutation): void {
  const toast = mutation.meta?.toastSuccess;
  if (!toast) return;
  const message = (data as { message?: unknown } | null)?.message;
  const text = typeof message === 'string' && message ? message : toast === true ? '' : toast.fallback;
  if (text) notify('success', text);
}

async function toastMutationError(error: unknown, mutation: AnyMutation): Promise<void> {
  const toast = mutation.meta?.toastError;
  if (!toast) return;
  notify('error', failureText(toast.text, await errorMessage(error, toast.fallback)));
}

/** The app's MutationCache: every mutation's declared toasts, in one place. */
export function createToastingMutationCache(): MutationCache {
  return new MutationCache({
    onSuccess: (data, _variables, _context, mutation) => toastMutationSuccess(data, mutation),
    onError: (error, _variables, _context, mutation) => toastMutationError(error, mutation),
  });
}
