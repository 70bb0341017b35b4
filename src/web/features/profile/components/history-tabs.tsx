import type { z } from 'zod';
import {
  educationListSchema,
  experienceListSchema,
  type EducationEntry,
  type ExperienceEntry,
} from '../../../../shared/quant-profile';
import type { EntryField } from '../../../components/entry-list/entry-list-editor';
import { EntryListForm } from '../../../components/entry-list/entry-list-form';
import {
  BLANK_EDUCATION,
  BLANK_EXPERIENCE,
  EDUCATION_FIELDS,
  EXPERIENCE_FIELDS,
} from '../../quant-profile/components/entry-fields';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { useSaveEducation, useSaveExperience } from '../../quant-profile/api';

/** One list tab: edit the entries, check them with the shared schema, save them alone (spec §2, §8). */
function HistoryTab<E extends { [K in keyof E]: string }>({
  success,
  fallback,
  saveLabel,
  ...form
}: {
  initial: E[];
  blank: E;
  fields: EntryField<E>[];
  schema: z.ZodType;
  save: (entries: E[]) => Promise<unknown>;
  itemLabel: (entry: E, index: number) => string;
  saveLabel: string;
  success: string;
  fallback: string;
}) {
  const failed = (message: string | undefined) =>
    toast({ title: 'Update Failed', description: message || fallback, variant: 'destructive' });
  return (
    <EntryListForm
      {...form}
      submitLabel={saveLabel}
      onSaved={() => toast({ title: success })}
      onInvalid={(message) => failed(message)}
      onFailed={(error) => failed(error instanceof ApiError ? error.message : undefined)}
    />
  );
}

/** The profile page's Education tab: a list of schools. */
export function EducationTab({ initial }: { initial: EducationEntry[] }) {
  const mutation = useSaveEducation();
  return (
    <HistoryTab
      initial={initial}
      blank={BLANK_EDUCATION}
      fields={EDUCATION_FIELDS}
      schema={educationListSchema}
      save={mutation.mutateAsync}
      itemLabel={(e, i) => e.school || `School ${i + 1}`}
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
      initial={initial}
      blank={BLANK_EXPERIENCE}
      fields={EXPERIENCE_FIELDS}
      schema={experienceListSchema}
      save={mutation.mutateAsync}
      itemLabel={(e, i) => e.jobTitle || e.company || `Job ${i + 1}`}
      saveLabel="Save Experience"
      success="Experience Updated"
      fallback="Failed to update experience information."
    />
  );
}
