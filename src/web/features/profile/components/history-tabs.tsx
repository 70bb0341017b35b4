import type { EducationEntry, ExperienceEntry } from '../../../../shared/quant-profile';
import { EntryListForm } from '../../../components/entry-list/entry-list-form';
import { EDUCATION_LIST, EXPERIENCE_LIST, type EntryListKind } from '../../../components/entry-list/entry-fields';
import { toast } from '../../../lib/toast-store';
import { useSaveEducation, useSaveExperience } from '../../quant-profile/api';

/** One list tab: edit the entries, check them with the shared schema, save them alone (spec §2, §8). */
function HistoryTab<E extends { [K in keyof E]: string }>({
  kind,
  success,
  fallback,
  saveLabel,
  ...form
}: {
  kind: EntryListKind<E>;
  initial: E[];
  save: (entries: E[]) => Promise<unknown>;
  saveLabel: string;
  success: string;
  fallback: string;
}) {
  return (
    <EntryListForm
      {...kind}
      {...form}
      submitLabel={saveLabel}
      onSaved={() => toast({ title: success })}
      failureToast={(answer) => ({
        title: 'Update Failed',
        description: answer?.message || fallback,
        variant: 'destructive',
      })}
    />
  );
}

/** The profile page's Education tab: a list of schools. */
export function EducationTab({ initial }: { initial: EducationEntry[] }) {
  const mutation = useSaveEducation();
  return (
    <HistoryTab
      kind={EDUCATION_LIST}
      initial={initial}
      save={(entries) => mutation.mutateAsync({ entries })}
      saveLabel="Save Education"
      success="Education Updated"
      fallback="Failed to update education information."
    />
  );
}

/** The profile page's Experience tab: a list of jobs; experience years are derived on the server. */
export function ExperienceTab({ initial }: { initial: ExperienceEntry[] }) {
  const mutation = useSaveExperience();
  return (
    <HistoryTab
      kind={EXPERIENCE_LIST}
      initial={initial}
      save={mutation.mutateAsync}
      saveLabel="Save Experience"
      success="Experience Updated"
      fallback="Failed to update experience information."
    />
  );
}
