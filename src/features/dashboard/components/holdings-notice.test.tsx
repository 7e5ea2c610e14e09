import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PARTNERS } from '@contract/partners';
import { HoldingsNotice } from './holdings-notice';
import { PartnerTile } from './partner-tile';

describe('holdings that are not known', () => {
  it('says partner holdings are not configured instead of showing 0 for everyone', () => {
    render(<HoldingsNotice credits={{ partnersConfigured: false, holdingsChecked: true }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Partner holdings are not configured on this server yet');
  });

  it('says the holdings could not be checked when the indexer did not answer', () => {
    render(<HoldingsNotice credits={{ partnersConfigured: true, holdingsChecked: false }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your holdings could not be checked');
  });

  it('says nothing when the holdings were counted', () => {
    const { container } = render(<HoldingsNotice credits={{ partnersConfigured: true, holdingsChecked: true }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows an uncounted tile as not checked, not as 0', () => {
    render(<PartnerTile partner={DEFAULT_PARTNERS[0]!} owned="unknown" />);
    expect(screen.getByTestId('owned-count')).toHaveTextContent('not checked');
  });
});
