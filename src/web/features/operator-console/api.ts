import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** How many items wait in each operators' queue (operators; anyone else gets a 403). */
export function useOperatorQueues() {
  return useQuery({
    queryKey: ['operator-console', 'queues'],
    queryFn: ({ signal }) => api.get('/operator-console/queues', { signal }),
    // Read afresh on every visit: another operator may have just handled a queue.
    staleTime: 0,
  });
}
