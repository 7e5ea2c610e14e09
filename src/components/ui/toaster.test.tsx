import { act, render, screen, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toaster';
import { notify, showMessage, useNotices } from './notification-store';
import { MESSAGE_TOAST_MS, NOTIFICATION_MS } from '../../config/constants';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => useNotices.setState({ notices: [] }));
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows a Notification toast that closes after 10 seconds', () => {
    render(<Toaster />);
    act(() => void notify('success', 'Saved!'));
    expect(screen.getByText('Notification')).toBeInTheDocument();
    expect(screen.getByText('Saved!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(NOTIFICATION_MS - 1));
    expect(screen.getByText('Saved!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved!')).not.toBeInTheDocument();
  });

  it('closes on its close button', () => {
    render(<Toaster />);
    act(() => void notify('error', 'Broken'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Broken')).not.toBeInTheDocument();
  });

  it('closes the message toast after 3 seconds by default', () => {
    render(<Toaster />);
    act(() => void showMessage('Copied'));
    act(() => vi.advanceTimersByTime(MESSAGE_TOAST_MS));
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
  });

  it('gives each type its own look and treats unknown types as neutral', () => {
    render(<Toaster />);
    act(() => {
      for (const type of ['success', 'error', 'warning', 'info', 'whatever']) notify(type, `msg-${type}`);
    });
    const classes = ['success', 'error', 'warning', 'info', 'whatever'].map(
      (type) => screen.getByText(`msg-${type}`).closest('[data-type]')!.className,
    );
    expect(new Set(classes).size).toBe(5);
    expect(screen.getByText('msg-whatever').closest('[data-type]')!.className).toContain('bg-white');
  });
});
