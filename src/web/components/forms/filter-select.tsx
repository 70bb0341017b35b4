import { useId } from 'react';
import { cn } from '../../lib/utils';
import { Label } from '../ui/label';
import { NativeSelect } from '../ui/native-select';

const ANY = '';

/** A labelled filter whose first choice, `anyLabel`, means "no filter" and is reported as undefined. */
export function FilterSelect({
  label,
  anyLabel,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  anyLabel: string;
  value: string | undefined;
  options: readonly string[];
  onChange: (value: string | undefined) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('space-y-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value ?? ANY} onChange={(e) => onChange(e.target.value || undefined)}>
        <option value={ANY}>{anyLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
