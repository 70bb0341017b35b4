import { useId } from 'react';
import { DEGREE_LEVELS, type DegreeLevel } from '../../../../shared/internships';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';

export type DegreeChoice = DegreeLevel | '';

const isDegree = (value: string): value is DegreeLevel => (DEGREE_LEVELS as readonly string[]).includes(value);

/**
 * "Highest degree shown to firms": derived from the education entries (the server reads it from the degrees as
 * saved), or one the quant chooses, e.g. when a degree is written in a way the derivation does not read.
 */
export function DegreeOverrideSelect({
  value,
  derived,
  onChange,
}: {
  value: DegreeChoice;
  /** What the saved entries give; null when they name no degree. */
  derived: DegreeLevel | null;
  onChange: (value: DegreeChoice) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Highest degree shown to firms</Label>
      <NativeSelect
        id={id}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(isDegree(event.target.value) ? event.target.value : '')}
      >
        <option value="">From my education ({derived ?? 'none'})</option>
        {DEGREE_LEVELS.map((degree) => (
          <option key={degree} value={degree}>
            {degree}
          </option>
        ))}
      </NativeSelect>
      <p id={`${id}-hint`} className="text-xs text-muted">
        Firms filter talent by it. &ldquo;From my education&rdquo; reads the degrees you saved (e.g. MSc, PhD); it is
        saved with your entries.
      </p>
    </div>
  );
}
