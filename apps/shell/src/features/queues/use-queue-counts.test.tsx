import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queuesApi } from '@admin/api-client/queues';
import type { LiveChange, QueueCounts } from '@admin/api-client';
import { createQueryClient } from '@admin/auth';
import { liveBus } from '@admin/auth/singletons';
import { useQueueCounts } from './use-queue-counts';

const change = (type: LiveChange['type']): LiveChange => ({
  id: '1',
  type,
  record_id: '9',
  action: 'decision',
  fields: ['status'],
  version: 2,
  by: { id: 3, name: 'Ravi Rao' },
  at: '2026-11-29T09:00:00.000Z',
});

describe('useQueueCounts', () => {
  it('asks again when someone else decides a cancel request (a live change), not for records no queue counts', async () => {
    const counts = vi.spyOn(queuesApi, 'counts').mockResolvedValue({} as QueueCounts);
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(() => useQueueCounts(), { wrapper });
    await waitFor(() => expect(counts).toHaveBeenCalledTimes(1));
    act(() => liveBus.emit(change('project')));
    act(() => liveBus.emit(change('cancel_request')));
    await waitFor(() => expect(counts).toHaveBeenCalledTimes(2));
    counts.mockRestore();
  });
});
