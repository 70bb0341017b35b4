import { Link } from 'react-router';
import type { MatchSource } from '../../../../shared/contracts/talent';
import { ROUTES } from '../../../../shared/routes';
import { QueryView } from '../../../components/layout/query-view';
import { NativeSelect } from '../../../components/ui/native-select';
import { useMatchSources } from '../api';
import { sourceKey, type MatchField, type MatchFieldErrors, type SourceRef } from '../match-form';
import { LabelledField } from './labelled-field';

const linkClass = 'text-primary underline underline-offset-4';

/** The select's two groups, in the order the server lists them (positions first). */
const GROUPS = [
  { kind: 'position', label: 'Internship positions' },
  { kind: 'project', label: 'Projects' },
] as const;

/**
 * 'Match from Project': one of the company's own internship positions or projects (spec §2 had four sample
 * projects; these are real). The criteria it fills in show below the select, to edit before running.
 */
export function ProjectSourcePicker({
  source,
  errors,
  idOf,
  onChoose,
}: {
  source: SourceRef | null;
  errors: MatchFieldErrors;
  idOf: (field: MatchField) => string;
  onChoose: (source: MatchSource | undefined) => void;
}) {
  const sources = useMatchSources();
  return (
    <QueryView query={sources} loadingLabel="Loading your positions and projects">
      {({ sources: list }) =>
        list.length === 0 ? (
          <p className="rounded-lg border border-border p-4 text-sm text-muted">
            Your company has no internship positions or projects to match from yet. Add a position on the{' '}
            <Link to={ROUTES.internshipBoard} className={linkClass}>
              Internship Board
            </Link>{' '}
            or a project with{' '}
            <Link to={ROUTES.postProject} className={linkClass}>
              Post a Quant Project
            </Link>
            , or match from a description instead.
          </p>
        ) : (
          <LabelledField
            id={idOf('source')}
            label="Position or project"
            hint="Its title, description and requirements fill in the criteria below; change any before running."
            error={errors.source}
          >
            {(aria) => (
              <NativeSelect
                {...aria}
                value={source ? sourceKey(source) : ''}
                onChange={(e) => onChoose(list.find((s) => sourceKey(s) === e.target.value))}
              >
                <option value="">Choose a position or project</option>
                {GROUPS.map((group) => {
                  const members = list.filter((s) => s.kind === group.kind);
                  return (
                    members.length > 0 && (
                      <optgroup key={group.kind} label={group.label}>
                        {members.map((s) => (
                          <option key={sourceKey(s)} value={sourceKey(s)}>
                            {s.title} ({s.status})
                          </option>
                        ))}
                      </optgroup>
                    )
                  );
                })}
              </NativeSelect>
            )}
          </LabelledField>
        )
      }
    </QueryView>
  );
}
