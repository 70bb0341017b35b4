import { useId } from 'react';
import {
  COMPENSATION_LEVELS,
  COMPENSATION_REGIONS,
  COMPENSATION_ROLES,
  type CompensationFilter,
} from '../../../../shared/compensation';
import { FilterSelect } from '../../../components/forms/filter-select';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';

/** Spec §2 filter panel: role, level, region, and whether stock and bonus count in the totals. */
export function FilterPanel({
  filter,
  onChange,
}: {
  filter: CompensationFilter;
  onChange: (changes: Partial<CompensationFilter>) => void;
}) {
  const stockId = useId();
  const bonusId = useId();
  return (
    <search
      aria-label="Filter compensation data"
      className="rounded-[var(--radius-card)] border border-border bg-surface p-4 sm:p-6"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <FilterSelect
          label="Role"
          anyLabel="All roles"
          value={filter.role}
          options={COMPENSATION_ROLES}
          onChange={(role) => onChange({ role: role as CompensationFilter['role'] })}
        />
        <FilterSelect
          label="Level"
          anyLabel="All levels"
          value={filter.level}
          options={COMPENSATION_LEVELS}
          onChange={(level) => onChange({ level: level as CompensationFilter['level'] })}
        />
        <FilterSelect
          label="Region"
          anyLabel="All regions"
          value={filter.region}
          options={COMPENSATION_REGIONS}
          onChange={(region) => onChange({ region: region as CompensationFilter['region'] })}
        />
      </div>
      <div className="mt-4 flex flex-wrap gap-x-6 gap-y-3">
        <div className="flex items-center gap-2">
          <Checkbox
            id={stockId}
            checked={filter.includeStock}
            onChange={(e) => onChange({ includeStock: e.target.checked })}
          />
          <Label htmlFor={stockId} className="font-normal">
            Include stock
          </Label>
        </div>
        <div className="flex items-center gap-2">
          <Checkbox
            id={bonusId}
            checked={filter.includeBonus}
            onChange={(e) => onChange({ includeBonus: e.target.checked })}
          />
          <Label htmlFor={bonusId} className="font-normal">
            Include bonus
          </Label>
        </div>
      </div>
    </search>
  );
}
