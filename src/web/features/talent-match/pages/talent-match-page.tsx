import { useEffect, useId, useState } from 'react';
import type { MatchRun, RecentMatch } from '../../../../shared/contracts/talent';
import { PageContainer } from '../../../components/layout/page';
import { ApiError } from '../../../lib/api-client';
import { useCompanyAccess } from '../../../lib/company-access';
import { reportActionFailure } from '../../../lib/form-errors';
import { useMatchSources, useRunMatch } from '../api';
import { AboutMatching } from '../components/about-matching';
import { MatchFormCard } from '../components/match-form-card';
import { MatchResults } from '../components/match-results';
import { RecentMatches } from '../components/recent-matches';
import {
  criteriaOf,
  emptyForm,
  fieldErrorsOf,
  firstErrorField,
  loadCriteria,
  rerunCriteria,
  validateForm,
  type MatchField,
  type MatchFieldErrors,
} from '../match-form';

const RUN_FAILED = 'Could not run the match. Please try again.';

/**
 * /funds/talent-match (spec §2 AI Talent Match), inside the firm guard for verified companies: rank the quants who
 * chose to be visible against a position, a project or a description, read why each scored what they did, and run saved
 * matches again.
 */
export function TalentMatchPage() {
  const baseId = useId();
  const idOf = (field: MatchField) => `${baseId}-${field}`;
  const { company } = useCompanyAccess();
  const sources = useMatchSources();
  const match = useRunMatch();
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<MatchFieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [run, setRun] = useState<MatchRun>();
  // The input to focus once it is on screen (after an error, or when criteria are loaded into the form).
  const [focusTarget, setFocusTarget] = useState<{ field: MatchField }>();

  useEffect(() => {
    if (!focusTarget) return;
    const input = document.getElementById(`${baseId}-${focusTarget.field}`);
    input?.focus();
    input?.scrollIntoView({ block: 'center' });
  }, [focusTarget, baseId]);

  const from = match.isPending ? match.variables.from : undefined;

  function showErrors(found: MatchFieldErrors) {
    setErrors(found);
    const first = firstErrorField(found);
    if (first) setFocusTarget({ field: first });
    return first !== undefined;
  }

  function submit() {
    if (match.isPending) return;
    setFormError(undefined);
    if (showErrors(validateForm(form))) return;
    match.mutate(
      { criteria: criteriaOf(form), from: 'form' },
      {
        onSuccess: setRun,
        onError: (error) => {
          const shown = error instanceof ApiError && showErrors(fieldErrorsOf(error.fields));
          if (!shown) setFormError(error instanceof ApiError ? error.message : RUN_FAILED);
        },
      },
    );
  }

  function runAgain(saved: RecentMatch) {
    if (match.isPending) return;
    match.mutate(
      { criteria: rerunCriteria(saved.criteria), from: { recentId: saved.id } },
      { onSuccess: setRun, onError: reportActionFailure('Could not run the match again') },
    );
  }

  function edit(saved: RecentMatch) {
    const next = loadCriteria(form, saved.criteria, sources.data?.sources ?? []);
    setForm(next);
    setErrors({});
    setFormError(undefined);
    setFocusTarget({ field: next.mode === 'project' ? 'source' : 'jobTitle' });
  }

  return (
    <PageContainer className="space-y-8">
      <div>
        {company && (
          <p className="text-sm font-semibold tracking-wide wrap-anywhere text-primary uppercase">{company.name}</p>
        )}
        <h1 className="text-3xl font-bold tracking-tight">AI Talent Match</h1>
        <p className="mt-2 max-w-2xl text-muted">
          Rank the quants who chose to be visible to hiring firms against one of your positions or projects, or a job
          description. Every result says, requirement by requirement, why it scored what it did.
        </p>
      </div>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-8">
          <MatchFormCard
            form={form}
            errors={errors}
            formError={formError}
            matching={from === 'form'}
            idOf={idOf}
            onChange={(next) => {
              setForm(next);
              // A message about a mode's fields means nothing once the other mode shows.
              if (next.mode !== form.mode) setErrors({});
            }}
            onSubmit={submit}
          />
          <MatchResults run={run} matching={match.isPending} />
        </div>
        <aside aria-label="Recent matches and how matching works" className="min-w-0 space-y-6">
          <RecentMatches
            runningId={typeof from === 'object' ? from.recentId : undefined}
            onRunAgain={runAgain}
            onEdit={edit}
          />
          <AboutMatching />
        </aside>
      </div>
    </PageContainer>
  );
}
