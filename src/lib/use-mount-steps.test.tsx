import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMountSteps } from './use-mount-steps';

describe('useMountSteps', () => {
  it('shows the first step at once and each later one after a painted frame, up to the last', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const step = useMountSteps(4);
      seen.push(step);
      return step;
    });
    expect(seen[0]).toBe(1);
    await waitFor(() => expect(result.current).toBe(4));
    // One at a time, never past the last.
    expect([...new Set(seen)]).toEqual([1, 2, 3, 4]);
  });
});
