import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { VOTE_REFETCH_MS } from '@/config/constants';
import { getJson, sendJson } from '@/lib/get-json';
import { messageResponseSchema, type MessageResponse } from '@contract/message';
import { proposalsResponseSchema, type CreateProposalRequest, type VoteChoice } from '@contract/votes';

const proposalsKeys = {
  all: ['proposals'] as const,
  of: (address: string | null) => ['proposals', address] as const,
};

/** Totals are live: refetched on an interval while the screen is open. */
export const proposalsQueryOptions = (address: string | null) =>
  queryOptions({
    queryKey: proposalsKeys.of(address),
    queryFn: () => getJson('proposals.php', proposalsResponseSchema),
    refetchInterval: VOTE_REFETCH_MS,
  });

function useProposalMutation<T>(send: (input: T) => Promise<MessageResponse>, failure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proposalsKeys.all }),
    meta: { toastSuccess: true, toastError: { text: failure, fallback: 'Unknown error' } },
  });
}

export const useCastVote = () =>
  useProposalMutation(
    (vote: { proposalId: number; choice: VoteChoice }) => sendJson('post', 'vote.php', { json: vote }, messageResponseSchema),
    'Failed to vote: {reason}',
  );

export const useCreateProposal = () =>
  useProposalMutation(
    (proposal: CreateProposalRequest) => sendJson('post', 'create-proposal.php', { json: proposal }, messageResponseSchema),
    'Failed to create proposal: {reason}',
  );
