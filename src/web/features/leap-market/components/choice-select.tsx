import { useId } from 'react';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';

/**
 * A labelled select over coded values shown by their labels (the shared FilterSelect shows values as they are).
 * With `anyLabel`, the first choice means "no filter" and is reported as undefined.
 */
export function ChoiceSelect<T extends string>({
  label,
  anyLabel,
  value,
  labels,
  onChange,
}: {
  label: string;
  anyLabel?: string;
  value: T | undefined;
  labels: Readonly<Record<T, string>>;
  onChange: (value: T | undefined) => void;
}) {
  const id = useId();
  const options = Object.entries(labels) as [T, string][];
  return (
    <div className="min-w-0 space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange((e.target.value || undefined) as T | undefined)}
      >
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map(([option, optionLabel]) => (
          <option key={option} value={option}>
            {optionLabel}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
