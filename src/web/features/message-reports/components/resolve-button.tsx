import { Check } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { reportActionFailure } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast-store';
import { useResolveMessageReport } from '../api';

/** Mark handled: the report stays listed (after the open ones) with when it was handled. */
export function ResolveButton({ id, between, onResolved }: { id: string; between: string; onResolved: () => void }) {
  const resolve = useResolveMessageReport();

  async function onClick() {
    try {
      await resolve.mutateAsync(id);
      toast({ title: 'Report handled', description: `The report about ${between} is marked handled.` });
      onResolved();
    } catch (error) {
      reportActionFailure('Could not mark the report handled')(error);
    }
  }

  return (
    <Button className="w-full sm:w-auto" disabled={resolve.isPending} onClick={() => void onClick()}>
      <Check aria-hidden /> {resolve.isPending ? 'Marking handled...' : 'Mark handled'}
      <span className="sr-only"> the report about {between}</span>
    </Button>
  );
}
