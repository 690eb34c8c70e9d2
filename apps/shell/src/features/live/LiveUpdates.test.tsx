import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { liveBus } from '@admin/auth/singletons';
import { LivePausedIndicator } from './LiveUpdates';

describe('LivePausedIndicator', () => {
  afterEach(() => liveBus.setStatus('off'));

  it('says nothing while live updates work, and "Live updates paused" only while they are paused', () => {
    render(<LivePausedIndicator />);
    act(() => liveBus.setStatus('live'));
    expect(screen.queryByText('Live updates paused')).toBeNull();
    act(() => liveBus.setStatus('paused'));
    expect(screen.getByRole('status')).toHaveTextContent('Live updates paused');
    act(() => liveBus.setStatus('live'));
    expect(screen.queryByText('Live updates paused')).toBeNull();
  });
});
