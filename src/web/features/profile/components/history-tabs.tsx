import { useState } from 'react';
import type { z } from 'zod';
import {
  educationListSchema,
  experienceListSchema,
  type EducationEntry,
  type ExperienceEntry,
} from '../../../../shared/quant-profile';
import { EntryListEditor, type EntryField } from '../../../components/entry-list/entry-list-editor';
import {
  BLANK_EDUCATION,
  BLANK_EXPERIENCE,
  EDUCATION_FIELDS,
  EXPERIENCE_FIELDS,
} from '../../quant-profile/components/entry-fields';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { useSaveEducation, useSaveExperience } from '../../quant-profile/api';

/** One list tab: edit the entries, check them with the shared schema, save them alone (spec §2, §8). */
function HistoryTab<E extends { [K in keyof E]: string }>({
  initial,
  blank,
  fields,
  schema,
  save,
  itemLabel,
  saveLabel,
  success,
  fallback,
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
  const [entries, setEntries] = useState(initial.length > 0 ? initial : [blank]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The shared schema first: the same messages as the server, without a round trip.
    const checked = schema.safeParse({ entries });
    if (!checked.success) {
      const fields: Record<string, string> = {};
      for (const issue of checked.error.issues) fields[issue.path.join('.')] ??= issue.message;
      setErrors(fields);
      toast({
        title: 'Update Failed',
        description: checked.error.issues[0]?.message ?? fallback,
        variant: 'destructive',
      });
      return;
    }
    setSaving(true);
    setErrors({});
    try {
      await save(entries);
      toast({ title: success });
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fields);
      const message = error instanceof ApiError && error.message ? error.message : fallback;
      toast({ title: 'Update Failed', description: message, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <EntryListEditor
        entries={entries}
        onChange={setEntries}
        fields={fields}
        blank={blank}
        errors={errors}
        itemLabel={itemLabel}
      />
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving...' : saveLabel}
      </Button>
    </form>
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
