import { useId } from 'react';
import type { ProjectPreferences } from '../../../../shared/quant-profile';
import { Card, CardContent } from '../../../components/ui/card';
import { CompletionMeter } from './completion-meter';
import { ToggleRow } from '../../../components/ui/toggle-row';

const PREFERENCE_LABELS: Record<keyof ProjectPreferences, string> = {
  remote: 'Remote Work',
  fullTime: 'Full-time Opportunities',
  contract: 'Contract Projects',
};

/**
 * The side card: completion, visibility and project preferences. The switches are part of the basic step's save
 * (spec §4), so the card says so, and warns while a change is not saved yet.
 */
export function WizardSideCard({
  completion,
  isVisible,
  onVisibleChange,
  preferences,
  onPreferencesChange,
  unsaved,
}: {
  completion: number;
  isVisible: boolean;
  onVisibleChange: (isVisible: boolean) => void;
  preferences: ProjectPreferences;
  onPreferencesChange: (preferences: ProjectPreferences) => void;
  unsaved: boolean;
}) {
  const id = useId();
  return (
    <Card>
      <CardContent className="space-y-6 p-6">
        <CompletionMeter percent={completion} />
        <section aria-labelledby={`${id}-visibility`} className="space-y-3">
          <h2 id={`${id}-visibility`} className="text-base font-semibold">
            Profile visibility
          </h2>
          <ToggleRow label="Make profile visible to funds" checked={isVisible} onCheckedChange={onVisibleChange} />
          <p className="text-xs text-muted">
            {isVisible
              ? 'Hiring firms can find your quant profile.'
              : 'Only you can see your quant profile. Funds never see a private profile.'}
          </p>
        </section>
        <section aria-labelledby={`${id}-preferences`} className="space-y-3">
          <h2 id={`${id}-preferences`} className="text-base font-semibold">
            Project preferences
          </h2>
          {(Object.keys(PREFERENCE_LABELS) as (keyof ProjectPreferences)[]).map((key) => (
            <ToggleRow
              key={key}
              label={PREFERENCE_LABELS[key]}
              checked={preferences[key]}
              onCheckedChange={(on) => onPreferencesChange({ ...preferences, [key]: on })}
            />
          ))}
        </section>
        <p className={unsaved ? 'text-xs text-warning' : 'text-xs text-muted'} aria-live="polite">
          {unsaved
            ? 'Unsaved changes: they are saved with Basic Info.'
            : 'Visibility and preferences are saved with Basic Info.'}
        </p>
      </CardContent>
    </Card>
  );
}
