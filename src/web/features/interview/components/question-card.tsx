import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import type { PracticeQuestion } from '../../../../shared/contracts/interview';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '../../../components/ui/card';
import { AnswerForm } from './answer-form';
import { DifficultyBadge, StatusBadge } from './question-badges';

/**
 * One question with its answer box and Previous/Next. The navigation buttons stay mounted when the question changes,
 * so keyboard focus stays on them; only the answer box is started afresh.
 */
export function QuestionCard({
  question,
  position,
  total,
  answerKey,
  onPrevious,
  onNext,
}: {
  question: PracticeQuestion;
  /** 1-based place of the question in its category. */
  position: number;
  total: number;
  /** Changes whenever the answer box must start empty (another question, category or order). */
  answerKey: string;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader className="gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id={headingId} className="text-lg font-semibold">
          Question {position} of {total}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <DifficultyBadge difficulty={question.difficulty} />
          <StatusBadge status={question.status} />
          {!question.graded && <Badge variant="outline">Open question (not graded)</Badge>}
        </div>
      </CardHeader>
      <CardContent className="space-y-6">
        <p data-testid="question-text" className="text-base leading-relaxed whitespace-pre-line">
          {question.question}
        </p>
        <AnswerForm key={answerKey} question={question} />
      </CardContent>
      <CardFooter className="justify-between gap-2">
        <Button variant="outline" onClick={onPrevious} disabled={position <= 1}>
          <ChevronLeft aria-hidden />
          Previous
        </Button>
        <Button variant="outline" onClick={onNext} disabled={position >= total}>
          Next
          <ChevronRight aria-hidden />
        </Button>
      </CardFooter>
    </Card>
  );
}
