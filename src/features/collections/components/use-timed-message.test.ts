import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_MS_COLLECTIONS } from '@/config/constants';
import { useTimedMessage } from './use-timed-message';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useTimedMessage', () => {
  it('clears a message after 20 seconds, counting from the latest one', () => {
    const { result } = renderHook(() => useTimedMessage());
    act(() => result.current.show('error', 'first'));
    act(() => vi.advanceTimersByTime(MESSAGE_MS_COLLECTIONS - 1_000));
    act(() => result.current.show('success', 'second'));
    act(() => vi.advanceTimersByTime(MESSAGE_MS_COLLECTIONS - 1));
    expect(result.current.message).toEqual({ type: 'success', text: 'second' });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.message).toBeNull();
  });
});
