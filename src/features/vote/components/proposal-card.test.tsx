import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Proposal } from '@contract/votes';
import { ProposalCard } from './proposal-card';

const proposal = (fields: Partial<Proposal> = {}): Proposal => ({
  id: 1,
  title: 'Add Solana collections',
  description: 'Support Solana partner collections.',
  closes_at: '2030-01-01T12:00:00.000Z',
  created_at: '2029-12-01T12:00:00.000Z',
  closed: false,
  totals: { yes: 3, no: 1, abstain: 0 },
  myVote: null,
  ...fields,
});

const show = (p: Proposal, signedIn = true) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ProposalCard proposal={p} signedIn={signedIn} />
    </QueryClientProvider>,
  );

describe('ProposalCard', () => {
  it('shows the totals with percentages and the vote buttons while open', () => {
    show(proposal());
    expect(screen.getByTestId('total-yes')).toHaveTextContent('3 (75%)');
    expect(screen.getByTestId('total-no')).toHaveTextContent('1 (25%)');
    expect(screen.getByTestId('total-abstain')).toHaveTextContent('0 (0%)');
    expect(screen.getByText('4 votes')).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Vote on Add Solana collections' });
    expect(group).toHaveTextContent('YesNoAbstain');
    expect(screen.getByText('Open')).toBeInTheDocument();
  });

  it('shows your vote instead of the buttons once you voted', () => {
    show(proposal({ myVote: 'abstain' }));
    expect(screen.getByText('You voted: Abstain')).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('offers no voting after the closing time', () => {
    show(proposal({ closed: true }));
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.getByText(/^Voting closed on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yes' })).not.toBeInTheDocument();
  });

  it('asks visitors to connect a wallet', () => {
    show(proposal(), false);
    expect(screen.getByText('Connect your wallet to vote.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yes' })).not.toBeInTheDocument();
  });
});
