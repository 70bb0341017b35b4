import { RotateCcw } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { FieldErrors } from '../../../../shared/errors';
import {
  ANY_AVAILABILITY_LABEL,
  AVAILABILITY_FILTERS,
  DEGREE_LEVELS,
  EXPERIENCE_BANDS,
  KEYWORD_MAX,
} from '../../../../shared/talent';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { SearchInput } from '../../../components/ui/search-input';
import { checkDraft, draftOf, type FilterDraft, type TalentFilters } from '../talent-filters';
import { SkillsFilter } from './skills-filter';

/**
 * Spec §2's filter sidebar: keyword, skills, experience level, hourly rate min and max, education and availability.
 * Choices are a draft until Apply Filters, which checks them with the API's own schema (rate min above max is
 * refused here, with the server's message) and puts them in the URL. A change of the URL from elsewhere (the hero
 * search, Clear filters, back) starts the draft again from it. `errors` are the server's, by field.
 */
export function TalentFiltersPanel({
  filters,
  errors,
  onApply,
  onClear,
  canClear,
}: {
  filters: TalentFilters;
  errors: FieldErrors;
  onApply: (draft: FilterDraft) => void;
  onClear: () => void;
  canClear: boolean;
}) {
  const id = useId();
  const fromUrl = draftOf(filters);
  const urlKey = JSON.stringify(fromUrl);
  const [state, setState] = useState<{ urlKey: string; draft: FilterDraft; checked: FieldErrors | null }>({
    urlKey,
    draft: fromUrl,
    checked: null,
  });
  // The URL changed under the draft: start again from what it now holds (React's "state from props" pattern).
  if (state.urlKey !== urlKey) setState({ urlKey, draft: fromUrl, checked: null });
  const { draft } = state;
  // Once Apply Filters has checked the draft, its findings stand until the URL changes; before that, the server's.
  const shown = state.checked ?? errors;
  const edit = (changes: Partial<FilterDraft>) => setState((s) => ({ ...s, draft: { ...s.draft, ...changes } }));
  const toggleIn = (list: readonly string[], item: string, on: boolean) =>
    on ? [...list, item] : list.filter((held) => held !== item);
  // Both rates wrong the same way show the message once, under the pair.
  const sameRateError = shown.rateMax !== undefined && shown.rateMax === shown.rateMin;
  const errorProps = (field: string) => ({
    'aria-invalid': shown[field] ? true : undefined,
    'aria-describedby': shown[field]
      ? `${id}-${field === 'rateMax' && sameRateError ? 'rateMin' : field}-error`
      : undefined,
  });

  return (
    <form
      aria-label="Filter talent"
      noValidate
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        const checked = checkDraft(draft);
        if (Object.keys(checked).length > 0) setState((s) => ({ ...s, checked }));
        else onApply(draft);
      }}
    >
      <div className="space-y-2">
        <Label htmlFor={`${id}-q`}>Keyword</Label>
        <SearchInput
          id={`${id}-q`}
          maxLength={KEYWORD_MAX}
          placeholder="Name, title, skill or bio"
          value={draft.q}
          onChange={(event) => edit({ q: event.target.value })}
          {...errorProps('q')}
        />
        <FieldError id={`${id}-q-error`}>{shown.q}</FieldError>
      </div>

      <SkillsFilter value={draft.skills} onChange={(skills) => edit({ skills })} error={shown.skills} />

      <CheckboxGroup
        legend="Experience level"
        error={shown.experience}
        errorId={`${id}-experience-error`}
        options={EXPERIENCE_BANDS.map((band) => ({ value: band.key, label: band.label }))}
        chosen={draft.experience}
        onChange={(value, on) => edit({ experience: toggleIn(draft.experience, value, on) })}
      />

      <fieldset>
        <legend className="mb-3 text-sm font-medium">Hourly rate ($)</legend>
        <div className="grid grid-cols-2 gap-3">
          <div className="min-w-0 space-y-2">
            <Label htmlFor={`${id}-rateMin`} className="font-normal text-muted">
              Min ($)
            </Label>
            <Input
              id={`${id}-rateMin`}
              inputMode="numeric"
              autoComplete="off"
              placeholder="0"
              value={draft.rateMin}
              onChange={(event) => edit({ rateMin: event.target.value })}
              {...errorProps('rateMin')}
            />
          </div>
          <div className="min-w-0 space-y-2">
            <Label htmlFor={`${id}-rateMax`} className="font-normal text-muted">
              Max ($)
            </Label>
            <Input
              id={`${id}-rateMax`}
              inputMode="numeric"
              autoComplete="off"
              placeholder="Any"
              value={draft.rateMax}
              onChange={(event) => edit({ rateMax: event.target.value })}
              {...errorProps('rateMax')}
            />
          </div>
        </div>
        <FieldError id={`${id}-rateMin-error`} className="mt-2">
          {shown.rateMin}
        </FieldError>
        {!sameRateError && (
          <FieldError id={`${id}-rateMax-error`} className="mt-2">
            {shown.rateMax}
          </FieldError>
        )}
      </fieldset>

      <CheckboxGroup
        legend="Education"
        error={shown.education}
        errorId={`${id}-education-error`}
        options={DEGREE_LEVELS.map((level) => ({ value: level, label: level }))}
        chosen={draft.education}
        onChange={(value, on) => edit({ education: toggleIn(draft.education, value, on) })}
      />

      <div className="space-y-2">
        <Label htmlFor={`${id}-availability`}>Availability</Label>
        <NativeSelect
          id={`${id}-availability`}
          value={draft.availability}
          onChange={(event) => edit({ availability: event.target.value })}
          {...errorProps('availability')}
        >
          <option value="">{ANY_AVAILABILITY_LABEL}</option>
          {AVAILABILITY_FILTERS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
          {/* A hand-edited value still shows what the URL asks for, beside the server's message about it. */}
          {draft.availability && !(AVAILABILITY_FILTERS as readonly string[]).includes(draft.availability) && (
            <option value={draft.availability}>{draft.availability}</option>
          )}
        </NativeSelect>
        <FieldError id={`${id}-availability-error`}>{shown.availability}</FieldError>
      </div>

      <div className="flex flex-wrap gap-2">
        <Button type="submit" className="flex-1">
          Apply Filters
        </Button>
        <Button type="button" variant="outline" disabled={!canClear} onClick={onClear}>
          <RotateCcw aria-hidden /> Clear
        </Button>
      </div>
    </form>
  );
}

function CheckboxGroup({
  legend,
  options,
  chosen,
  onChange,
  error,
  errorId,
}: {
  legend: string;
  options: readonly { value: string; label: string }[];
  chosen: readonly string[];
  onChange: (value: string, on: boolean) => void;
  error: string | undefined;
  errorId: string;
}): ReactNode {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-3 text-sm font-medium">{legend}</legend>
      <ul className="space-y-2">
        {options.map((option, index) => (
          <li key={option.value} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${index}`}
              checked={chosen.includes(option.value)}
              onChange={(event) => onChange(option.value, event.target.checked)}
            />
            <Label htmlFor={`${id}-${index}`} className="font-normal">
              {option.label}
            </Label>
          </li>
        ))}
      </ul>
      <FieldError id={errorId} className="mt-2">
        {error}
      </FieldError>
    </fieldset>
  );
}
