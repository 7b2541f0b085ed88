import { describe, expect, it } from 'vitest';

import { createQueryClient } from '@/app/query-client';
import { clinicNumbersKey } from '@/features/clinic-numbers';

import { createLiveEventApplier } from './apply-live-event';

describe('a live connection-update', () => {
  it("asks again for the clinic's numbers, whichever number it is about (issue 48)", () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(clinicNumbersKey, { success: true, numbers: [] });
    const apply = createLiveEventApplier({
      queryClient,
      userId: 'u1',
      refetchChats: () => {},
      onNewMessage: () => {},
    });
    apply('connection-update', { connected: false, at: new Date(0).toISOString() });
    expect(queryClient.getQueryState(clinicNumbersKey)?.isInvalidated).toBe(true);
  });
});
