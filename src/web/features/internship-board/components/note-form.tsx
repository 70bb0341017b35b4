import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { NOTE_MAX, noteSchema } from '../../../../shared/applications';
import { FormTextArea } from '../../../components/forms/form-text-field';
import { Button } from '../../../components/ui/button';
import { failureToast, reportSubmitError } from '../../../lib/form-errors';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useAddNote } from '../api';

interface Values {
  body: string;
}

/** Adds a private note to an application: the company's members read it, the applicant never does. */
export function NoteForm({ applicationId }: { applicationId: string }) {
  const id = useId();
  const addNote = useAddNote();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { body: '' }, resolver: schemaResolver<Values>(noteSchema) });

  const onSubmit = handleSubmit(async ({ body }) => {
    try {
      await addNote.mutateAsync({ id: applicationId, body });
      reset();
    } catch (error) {
      reportSubmitError<Values>(error, {
        form: { setError, fields: ['body'], elsewhere: 'body' },
        toast: failureToast('Could not add the note'),
      });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-3">
      <FormTextArea
        id={`${id}-body`}
        label="Add a note"
        rows={3}
        maxLength={NOTE_MAX}
        placeholder="Only your company's members see notes."
        error={errors.body?.message}
        registration={register('body')}
      />
      <Button type="submit" size="sm" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Save note'}
      </Button>
    </form>
  );
}
