import { Briefcase } from 'lucide-react';
import type { PostedPosition } from '../../../../shared/contracts/internship-board';
import { LoadError } from '../../../components/layout/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { usePositions } from '../api';
import { PositionCard } from './position-card';

/** Your Positions (spec §2, §8): the company's positions, newest first, with the spec's loading, error and empty states. */
export function PositionsList({
  canPublish,
  onEdit,
  onViewApplicants,
}: {
  canPublish: boolean;
  onEdit: (position: PostedPosition) => void;
  /** Opens the Internship Applications tab filtered to one position. */
  onViewApplicants: (position: PostedPosition) => void;
}) {
  const positions = usePositions();
  if (positions.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading positions" />
      </div>
    );
  }
  if (positions.isError) {
    return (
      <LoadError message="Error loading positions. Please try again later." onRetry={() => void positions.refetch()} />
    );
  }
  if (positions.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border p-10 text-center">
        <Briefcase aria-hidden className="size-8 text-muted" />
        <p className="font-medium">No positions posted yet</p>
        <p className="max-w-md text-sm text-muted">
          Post your first internship: save it as a draft, then publish it when it is ready. Quants find it in the
          internship finder at once.
        </p>
      </div>
    );
  }
  return (
    <ul aria-label="Your positions" className="space-y-4">
      {positions.data.map((position) => (
        <li key={position.id}>
          <PositionCard
            position={position}
            canPublish={canPublish}
            onEdit={() => onEdit(position)}
            onViewApplicants={() => onViewApplicants(position)}
          />
        </li>
      ))}
    </ul>
  );
}
