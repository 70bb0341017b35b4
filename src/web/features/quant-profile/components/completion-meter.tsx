import { useId } from 'react';

/** The wizard's completion: a quarter for each of its four steps saved. */
export function CompletionMeter({ percent }: { percent: number }) {
  const labelId = useId();
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between text-sm">
        <span id={labelId} className="font-medium">
          Profile completion
        </span>
        <span className="font-semibold text-primary">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% complete`}
        className="h-2 overflow-hidden rounded-full bg-surface-raised"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
