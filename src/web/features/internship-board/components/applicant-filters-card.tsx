import { RotateCcw } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { APPLICATION_STATUSES, FILTER_GRADUATION_YEARS } from '../../../../shared/applications';
import type { PostedPosition } from '../../../../shared/contracts/internship-board';
import { DEGREE_LEVELS } from '../../../../shared/internships';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { FilterFold } from '../../../components/ui/filter-fold';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { SearchInput } from '../../../components/ui/search-input';
import { hasActiveFilters, normalizeMinGpa, type ApplicantFilters } from '../applicant-filters';
import { useUrlTextFilter } from '../use-url-text-filter';

type Update = (changes: Record<string, string | undefined>) => void;

/**
 * Spec §2's filter card: search, university, degree level, skills, minimum GPA (0 to 4.0, step 0.1), graduation
 * year (2025–2028 or any), status and position. Choices apply at once; typed text once typing pauses or on Enter.
 * Everything is kept in the URL and applied by the server.
 */
export function ApplicantFiltersCard({
  filters,
  positions,
  update,
  onClear,
}: {
  filters: ApplicantFilters;
  /** The company's positions, for the position filter (empty while loading). */
  positions: readonly Pick<PostedPosition, 'id' | 'title' | 'status'>[];
  update: Update;
  onClear: () => void;
}) {
  const id = useId();
  const search = useUrlTextFilter('q', filters.q, update);
  const university = useUrlTextFilter('university', filters.university, update);
  const skills = useUrlTextFilter('skills', filters.skills, update);
  const minGpa = useUrlTextFilter('minGpa', filters.minGpa, update, normalizeMinGpa);
  const choose = (name: string) => (value: string) => update({ [name]: value || undefined, page: undefined });
  // Folded on a phone so the first applicant is on the first screen; a field showing its error stays in sight.
  const [open, setOpen] = useState(false);

  return (
    <FilterFold open={open || !!minGpa.error} onOpenChange={setOpen}>
      <Card>
        <CardContent className="p-4 sm:p-6">
          <form
            role="search"
            aria-label="Filter applications"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              for (const field of [search, university, skills, minGpa]) field.flush();
            }}
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
          >
            <Field id={`${id}-q`} label="Search" className="sm:col-span-2">
              <SearchInput
                id={`${id}-q`}
                placeholder="Name, university or position"
                value={search.text}
                onChange={(event) => search.setText(event.target.value)}
              />
            </Field>
            <Field id={`${id}-university`} label="University">
              <Input
                id={`${id}-university`}
                maxLength={200}
                placeholder="e.g. MIT"
                value={university.text}
                onChange={(event) => university.setText(event.target.value)}
              />
            </Field>
            <Field id={`${id}-degree`} label="Degree level">
              <NativeSelect
                id={`${id}-degree`}
                value={filters.degreeLevel ?? ''}
                onChange={(event) => choose('degreeLevel')(event.target.value)}
              >
                <option value="">Any degree</option>
                {DEGREE_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {level}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id={`${id}-skills`} label="Skills" hint="Separate with commas; applicants have all of them.">
              <Input
                id={`${id}-skills`}
                maxLength={600}
                placeholder="Python, C++"
                aria-describedby={`${id}-skills-hint`}
                value={skills.text}
                onChange={(event) => skills.setText(event.target.value)}
              />
            </Field>
            <Field id={`${id}-gpa`} label="Minimum GPA" error={minGpa.error}>
              <Input
                id={`${id}-gpa`}
                type="number"
                inputMode="decimal"
                min={0}
                max={4}
                step={0.1}
                placeholder="Any"
                aria-invalid={!!minGpa.error}
                aria-describedby={minGpa.error ? `${id}-gpa-error` : undefined}
                value={minGpa.text}
                onChange={(event) => minGpa.setText(event.target.value)}
              />
            </Field>
            <Field id={`${id}-year`} label="Graduation year">
              <NativeSelect
                id={`${id}-year`}
                value={filters.graduationYear ?? ''}
                onChange={(event) => choose('graduationYear')(event.target.value)}
              >
                <option value="">Any</option>
                {FILTER_GRADUATION_YEARS.map((year) => (
                  <option key={year} value={year}>
                    {year}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id={`${id}-status`} label="Status">
              <NativeSelect
                id={`${id}-status`}
                value={filters.status ?? ''}
                onChange={(event) => choose('status')(event.target.value)}
              >
                <option value="">All statuses</option>
                {APPLICATION_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {status}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id={`${id}-position`} label="Position" className="sm:col-span-2 lg:col-span-1">
              <NativeSelect
                id={`${id}-position`}
                value={filters.positionId ?? ''}
                onChange={(event) => choose('positionId')(event.target.value)}
              >
                <option value="">All positions</option>
                {positions.map((position) => (
                  <option key={position.id} value={position.id}>
                    {position.status === 'Open' ? position.title : `${position.title} (${position.status})`}
                  </option>
                ))}
                {/* A position from a shared link that is not (yet) in the list still shows what filters the list. */}
                {filters.positionId && !positions.some((p) => p.id === filters.positionId) && (
                  <option value={filters.positionId}>Selected position</option>
                )}
              </NativeSelect>
            </Field>
            <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-4 lg:justify-end">
              {/* Enter in a text box applies at once; this button does the same for those who look for one. */}
              <Button type="submit" variant="secondary">
                Apply filters
              </Button>
              <Button type="button" variant="outline" disabled={!hasActiveFilters(filters)} onClick={onClear}>
                <RotateCcw aria-hidden /> Clear filters
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </FilterFold>
  );
}

function Field({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={['space-y-2', className].filter(Boolean).join(' ')}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
