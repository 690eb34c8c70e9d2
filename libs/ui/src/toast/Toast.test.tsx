import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastViewport, toast } from './Toast';

// react-hot-toast dismisses a toast when its time is up, then removes it after a 1 s exit animation
// scheduled from the next render: advance past the duration, then past the exit.
const EXIT_DELAY = 1000;
function passTime(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
  act(() => vi.advanceTimersByTime(EXIT_DELAY));
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(<ToastViewport />);
  });
  afterEach(() => {
    act(() => toast.remove());
    vi.useRealTimers();
  });

  it('keeps at most 20 toasts at once, newest first', () => {
    act(() => {
      for (let i = 1; i <= 25; i += 1) toast(`message ${i}`);
    });
    expect(screen.getAllByRole('status')).toHaveLength(20);
    expect(screen.getByText('message 25')).toBeInTheDocument();
    expect(screen.queryByText('message 5')).not.toBeInTheDocument();
  });

  it('shows a success for 2 s', () => {
    act(() => void toast.success('Saved'));
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    passTime(200);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('shows an error and a plain toast for 4 s', () => {
    act(() => {
      toast.error('Failed to fetch projects');
      toast('Heads up');
    });
    act(() => vi.advanceTimersByTime(3900));
    expect(screen.getByText('Failed to fetch projects')).toBeInTheDocument();
    expect(screen.getByText('Heads up')).toBeInTheDocument();
    passTime(200);
    expect(screen.queryByText('Failed to fetch projects')).not.toBeInTheDocument();
    expect(screen.queryByText('Heads up')).not.toBeInTheDocument();
  });

  it('keeps a loading toast until it is resolved', () => {
    let id = '';
    act(() => {
      id = toast.loading('Uploading');
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Uploading')).toBeInTheDocument();
    act(() => void toast.success('Uploaded', { id }));
    expect(screen.queryByText('Uploading')).not.toBeInTheDocument();
    expect(screen.getByText('Uploaded')).toBeInTheDocument();
  });
});
