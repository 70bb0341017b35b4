import { Link } from 'react-router';
import type { MatchSource } from '../../../../shared/contracts/talent';
import { ROUTES } from '../../../../shared/routes';
import { QueryView } from '../../../components/layout/query-view';
import { NativeSelect } from '../../../components/ui/native-select';
import { useMatchSources } from '../api';
import type { MatchField, MatchFieldErrors } from '../match-form';
import { LabelledField } from './labelled-field';

/**
 * 'Match from Project': one of the company's own positions (spec §2 had four sample projects; these are real). The
 * criteria it fills in show below the select, to edit before running.
 */
export function ProjectSourcePicker({
  positionId,
  errors,
  idOf,
  onChoose,
}: {
  positionId: string;
  errors: MatchFieldErrors;
  idOf: (field: MatchField) => string;
  onChoose: (source: MatchSource | undefined) => void;
}) {
  const sources = useMatchSources();
  return (
    <QueryView query={sources} loadingLabel="Loading your positions">
      {({ sources: list }) =>
        list.length === 0 ? (
          <p className="rounded-lg border border-border p-4 text-sm text-muted">
            Your company has no internship positions to match from yet.{' '}
            <Link to={ROUTES.internshipBoard} className="text-primary underline underline-offset-4">
              Post one on the Internship Board
            </Link>
            , or match from a description instead.
          </p>
        ) : (
          <LabelledField
            id={idOf('positionId')}
            label="Position"
            hint="Its title, description and requirements fill in the criteria below; change any before running."
            error={errors.positionId}
          >
            {(aria) => (
              <NativeSelect
                {...aria}
                value={positionId}
                onChange={(e) => onChoose(list.find((source) => source.id === e.target.value))}
              >
                <option value="">Choose a position</option>
                {list.map((source) => (
                  <option key={source.id} value={source.id}>
                    {source.title} ({source.status})
                  </option>
                ))}
              </NativeSelect>
            )}
          </LabelledField>
        )
      }
    </QueryView>
  );
}
