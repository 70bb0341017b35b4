import { CheckCircle2, Info, XCircle } from 'lucide-react';
import type { AttemptResult } from '../../../../shared/contracts/interview';

/** The verdict on a submitted answer: right, not quite (with the expected answer), or an open question. */
export function AttemptVerdict({ result }: { result: AttemptResult }) {
  if (result.correct === true) {
    return (
      <div className="flex items-start gap-3 rounded-lg border border-success/40 bg-success/10 p-4">
        <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
        <p className="font-semibold text-success">Correct!</p>
      </div>
    );
  }
  if (result.correct === false) {
    return (
      <div className="flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-4">
        <XCircle aria-hidden className="mt-0.5 size-5 shrink-0 text-destructive" />
        <div className="space-y-1">
          <p className="font-semibold text-destructive">Not quite</p>
          {result.expected && (
            <p className="text-sm">
              Expected answer: <span className="font-mono font-semibold break-words">{result.expected}</span>
            </p>
          )}
        </div>
      </div>
    );
  }
  return (
    <div className="flex items-start gap-3 rounded-lg border border-primary/40 bg-primary/10 p-4">
      <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
      <p className="font-semibold">Compare with the sample solution</p>
    </div>
  );
}

/** The worked solution, revealed after an answer. */
export function SampleSolution({ id, solution }: { id: string; solution: string }) {
  return (
    <div id={id} className="rounded-lg border border-border bg-background p-4">
      <h3 className="text-sm font-semibold">Sample solution</h3>
      <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-muted">{solution}</p>
    </div>
  );
}
