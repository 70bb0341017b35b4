import type { InterviewDifficulty } from '../../../../shared/interview';
import type { PracticeQuestion } from '../../../../shared/contracts/interview';
import { Badge } from '../../../components/ui/badge';

const DIFFICULTY_CLASS: Record<InterviewDifficulty, string> = {
  Easy: 'border-success/30 bg-success/10 text-success',
  Medium: 'border-warning/30 bg-warning/10 text-warning',
  Hard: 'border-destructive/30 bg-destructive/10 text-destructive',
};

/** Easy green, Medium yellow, Hard red. */
export function DifficultyBadge({ difficulty }: { difficulty: InterviewDifficulty }) {
  return (
    <Badge variant="outline" className={DIFFICULTY_CLASS[difficulty]}>
      {difficulty}
    </Badge>
  );
}

/** The user's history with the question; nothing for a question never tried. */
export function StatusBadge({ status }: { status: PracticeQuestion['status'] }) {
  if (status === 'solved') return <Badge variant="success">Solved</Badge>;
  if (status === 'attempted') return <Badge variant="warning">Attempted</Badge>;
  return null;
}
