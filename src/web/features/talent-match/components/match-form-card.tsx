import { Sparkles } from 'lucide-react';
import type { MatchSource } from '../../../../shared/contracts/talent';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form-alert';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../../components/ui/tabs';
import { isOneOf } from '../../../lib/utils';
import {
  chooseSource,
  MATCH_MODES,
  type CriteriaFields as Fields,
  type MatchField,
  type MatchFieldErrors,
  type MatchForm,
  type MatchMode,
} from '../match-form';
import { CriteriaFields } from './criteria-fields';
import { ProjectSourcePicker } from './project-source-picker';
import { SharedSettings } from './shared-settings';

const MODE_VALUES = MATCH_MODES.map((mode) => mode.value);

/**
 * Spec §2's two modes as tabs over one form, the settings they share, and Find Matching Talent, which says
 * 'Matching...' for exactly as long as the request runs. The form's state lives in the page, so a failed request,
 * a tab switch or a result never loses what was typed.
 */
export function MatchFormCard({
  form,
  errors,
  formError,
  matching,
  idOf,
  onChange,
  onSubmit,
}: {
  form: MatchForm;
  errors: MatchFieldErrors;
  /** A failure no field explains (the network, a position or project that has gone). */
  formError: string | undefined;
  /** The form's own request is running (the page ignores another submit meanwhile). */
  matching: boolean;
  idOf: (field: MatchField) => string;
  onChange: (next: MatchForm) => void;
  onSubmit: () => void;
}) {
  const editCriteria = (mode: MatchMode) => (patch: Partial<Fields>) =>
    onChange({ ...form, [mode]: { ...form[mode], ...patch } });
  const choose = (source: MatchSource | undefined) => onChange(chooseSource(form, source));

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">Who are you looking for?</h2>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          aria-label="Match criteria"
          className="space-y-6"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <TabsRoot
            value={form.mode}
            onValueChange={(mode) => {
              if (isOneOf(MODE_VALUES, mode)) onChange({ ...form, mode });
            }}
          >
            <TabsList aria-label="Match mode" layout="fill">
              {MATCH_MODES.map((mode) => (
                <TabsTrigger key={mode.value} value={mode.value}>
                  {mode.label}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="project" className="mt-5 space-y-5">
              <ProjectSourcePicker source={form.source} errors={errors} idOf={idOf} onChoose={choose} />
              {form.source && (
                <CriteriaFields fields={form.project} errors={errors} idOf={idOf} onChange={editCriteria('project')} />
              )}
            </TabsContent>
            <TabsContent value="description" className="mt-5">
              <CriteriaFields
                fields={form.description}
                errors={errors}
                idOf={idOf}
                onChange={editCriteria('description')}
              />
            </TabsContent>
          </TabsRoot>
          <SharedSettings
            settings={form.shared}
            errors={errors}
            idOf={idOf}
            onChange={(patch) => onChange({ ...form, shared: { ...form.shared, ...patch } })}
          />
          <FormAlert tone="error">{formError}</FormAlert>
          <div className="flex flex-wrap items-center gap-3">
            {/* aria-disabled rather than disabled: the button keeps keyboard focus while the request runs. */}
            <Button type="submit" size="lg" aria-disabled={matching}>
              <Sparkles aria-hidden />
              {matching ? 'Matching...' : 'Find Matching Talent'}
            </Button>
            <p role="status" className="sr-only">
              {matching ? 'Matching...' : ''}
            </p>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
