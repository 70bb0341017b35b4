import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { EMPTY_ANSWER } from '../../../../shared/interview';
import type { AttemptResult, PracticeQuestion } from '../../../../shared/contracts/interview';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../lib/toast-store';
import { useSubmitAttempt } from '../api';
import { AttemptVerdict, SampleSolution } from './attempt-result';

const MAX_ANSWER_LENGTH = 2000;

/**
 * The answer box for one question. The parent keys it by question, so moving to another question (or category)
 * starts it afresh: empty box, no verdict, solution hidden.
 */
export function AnswerForm({ question }: { question: PracticeQuestion }) {
  const ids = { answer: useId(), hint: useId(), solution: useId() };
  const [answer, setAnswer] = useState('');
  const [result, setResult] = useState<AttemptResult | null>(null);
  const [solutionShown, setSolutionShown] = useState(false);
  const submit = useSubmitAttempt();
  const locked = result !== null;
  const blank = answer.trim() === '';

  function send(event?: FormEvent) {
    event?.preventDefault();
    if (locked || submit.isPending) return;
    if (blank) {
      toast({ ...EMPTY_ANSWER, variant: 'destructive' });
      return;
    }
    submit.mutate(
      { slug: question.slug, answer: answer.trim() },
      {
        onSuccess: (attempt) => {
          setResult(attempt);
          setSolutionShown(true);
        },
        onError: (error) =>
          toast({ title: 'Answer not submitted', description: error.message, variant: 'destructive' }),
      },
    );
  }

  // Enter submits (answers are mostly a number or a word); Shift+Enter keeps a new line for longer answers.
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  function tryAgain() {
    setResult(null);
    setSolutionShown(false);
    setAnswer('');
  }

  return (
    <div className="space-y-4">
      <form onSubmit={send} className="space-y-2">
        <Label htmlFor={ids.answer}>Your answer</Label>
        <Textarea
          id={ids.answer}
          aria-describedby={ids.hint}
          value={answer}
          readOnly={locked}
          maxLength={MAX_ANSWER_LENGTH}
          rows={3}
          placeholder={question.graded ? 'Your answer' : 'Write your reasoning'}
          className="read-only:opacity-80"
          onChange={(e) => setAnswer(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <p id={ids.hint} className="text-xs text-muted">
          {/* The form and precision the grader expects, so a right answer is not marked wrong for its format. */}
          {question.answerFormat && (
            <span data-testid="answer-format" className="block text-sm text-foreground">
              {question.answerFormat}
            </span>
          )}
          Press Enter to submit, Shift+Enter for a new line.
        </p>
        <div className="flex flex-wrap gap-2 pt-1">
          <Button type="submit" disabled={blank || locked || submit.isPending}>
            {submit.isPending ? 'Submitting...' : 'Submit Answer'}
          </Button>
          {result?.correct === false && (
            <Button type="button" variant="outline" onClick={tryAgain}>
              Try Again
            </Button>
          )}
          {locked && (
            <Button
              type="button"
              variant="ghost"
              aria-expanded={solutionShown}
              aria-controls={solutionShown ? ids.solution : undefined}
              onClick={() => setSolutionShown((shown) => !shown)}
            >
              {solutionShown ? 'Hide Solution' : 'Show Solution'}
            </Button>
          )}
        </div>
      </form>
      <div aria-live="polite">{result && <AttemptVerdict result={result} />}</div>
      {result && solutionShown && <SampleSolution id={ids.solution} solution={result.solution} />}
    </div>
  );
}
