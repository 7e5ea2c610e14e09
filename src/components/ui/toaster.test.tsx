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
    const classes = ['success', 'error', 'warning', 'info', 'whatever'].map((type) => {
      act(() => void notify(type, `msg-${type}`));
      const className = screen.getByText(`msg-${type}`).closest('[data-type]')!.className;
      act(() => useNotices.setState({ notices: [] }));
      return className;
    });
    expect(new Set(classes).size).toBe(5);
    expect(classes[4]).toContain('bg-white');
  });
});

describe('a burst of toasts', () => {
  it('shows at most three, newest on top, and collapses the rest into "+n more"', () => {
    render(<Toaster />);
    act(() => {
      for (let i = 1; i <= 8; i++) notify('info', `message ${i}`);
    });
    const shown = screen.getAllByRole('status').map((t) => t.textContent);
    expect(shown).toEqual(['Notificationmessage 8×', 'Notificationmessage 7×', 'Notificationmessage 6×']);
    expect(screen.queryByText('message 5')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '+5 more' }));
    expect(screen.getAllByRole('status')).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(screen.getAllByRole('status')).toHaveLength(3);
    // Closing the newest brings the next one up; the count of the rest follows.
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('message 7');
    expect(screen.getByRole('button', { name: '+4 more' })).toBeInTheDocument();
  });

  it('draws its icons as SVG, not as glyphs a system may lack', () => {
    render(<Toaster />);
    act(() => void notify('warning', 'Careful'));
    const toast = screen.getByRole('status');
    expect(toast.querySelector('svg')).not.toBeNull();
    expect(toast.textContent).toBe('NotificationCareful×');
  });
});
