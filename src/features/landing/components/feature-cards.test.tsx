import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeatureCards } from './feature-cards';

const expanded = () => screen.getAllByRole('button').map((b) => b.getAttribute('aria-expanded'));

describe('FeatureCards', () => {
  it('opens one card at a time and closes the open one on a second click', () => {
    render(<FeatureCards />);
    expect(expanded()).toEqual(['false', 'false', 'false']);
    fireEvent.click(screen.getByRole('button', { name: /NFT Metadata Editor/ }));
    expect(expanded()).toEqual(['false', 'false', 'true']);
    fireEvent.click(screen.getByRole('button', { name: /File Batch Renamer/ }));
    expect(expanded()).toEqual(['true', 'false', 'false']);
    fireEvent.click(screen.getByRole('button', { name: /File Batch Renamer/ }));
    expect(expanded()).toEqual(['false', 'false', 'false']);
  });
});
