// The send as a TanStack Query mutation: one per attempt (start or resume); whatever its end, the
// collection's screens and the collections list are refetched so they show the new files and traits.
import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { finishedRun, finishedRunId } from '../run/finished-run';
import { exportSet } from '../export/export-set';
import { sendRun, type SendJob } from './send-run';
import type { SendPorts } from './send-ports';
import { setSend, startSend, useSendStore, type SendTarget } from './send-store';

const CANCELLED = 'Sending cancelled';

/** True while a send uploads or assigns (it reads the results a new run clears). */
export const useSending = () => useSendStore((s) => s.phase === 'uploading' || s.phase === 'assigning');

const askReplace = (names: string[]) =>
  new Promise<boolean>((resolve) => setSend({ question: { names, answer: (replace) => (setSend({ question: null }), resolve(replace)) } }));

export function useSend(ports: SendPorts) {
  const queryClient = useQueryClient();
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: (job: SendJob) => sendRun(job),
    onError: (error, job) =>
      setSend({
        phase: 'stopped',
        stopped: job.signal.aborted ? CANCELLED : error instanceof Error && error.message ? error.message : 'Error uploading files',
      }),
    onSettled: (_data, _error, job) =>
      Promise.all(ports.changedKeys(job.target.id).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });

  const attempt = (target: SendTarget) => {
    const run = finishedRun();
    if (!run || mutation.isPending) return;
    controller.current = new AbortController();
    mutation.mutate({
      ports,
      set: exportSet(run, ''),
      results: run.results,
      target,
      signal: controller.current.signal,
      queryClient,
      askReplace,
    });
  };

  return {
    pending: mutation.isPending,
    start: (target: SendTarget) => {
      const run = finishedRun();
      if (!run || mutation.isPending) return;
      startSend(finishedRunId(), target, run.count);
      attempt(target);
    },
    resume: () => {
      const { target } = useSendStore.getState();
      if (target) attempt(target);
    },
    cancel: () => {
      controller.current?.abort(new DOMException(CANCELLED, 'AbortError'));
      useSendStore.getState().question?.answer(false);
    },
  };
}
