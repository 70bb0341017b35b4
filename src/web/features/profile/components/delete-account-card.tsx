import { Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { reportSubmitError } from '../../../lib/form-errors';
import { useAuth } from '../../../lib/session';
import { toast } from '../../../lib/toast-store';
import { deleteAccount } from '../../auth/api';

interface Values {
  password: string;
}

/**
 * Deleting the account, in the profile's security section: the password confirms it; the server refuses a
 * company's owner (hand over or delete the company first) and says so here. Everything the account stored goes.
 */
export function DeleteAccountCard() {
  const { endSession } = useAuth();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { password: '' } });

  const submit = handleSubmit(async ({ password }) => {
    try {
      // The server ends the session with the account; the app forgets it too.
      await endSession(() => deleteAccount(password));
    } catch (error) {
      reportSubmitError<Values>(error, { form: { setError, fields: [], messageTo: 'root.server' }, toast: () => null });
      return;
    }
    toast({ title: 'Your account was deleted', description: 'Your profile, applications and files are gone.' });
    navigate('/', { replace: true });
  });

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Trash2 aria-hidden className="size-5 text-destructive" /> Delete account
        </h2>
        <p className="text-sm text-muted">
          Deletes your account, your quant profile, your applications with their résumés, your proposals, your
          conversations as a quant, your practice history and your picture. This cannot be undone. If you own a company,
          hand it to a colleague or delete it first.
        </p>
        <details className="text-sm text-muted">
          <summary className="cursor-pointer text-foreground">What QuantLeap keeps, and why</summary>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            <li>
              What you did for a company stays with that company, under the name you had: messages you sent to quants,
              notes and decisions on applicants, projects and invitations. It is the company&apos;s record of its own
              hiring.
            </li>
            <li>
              A conversation reported to operators keeps the copy of its messages the report was made with, so operators
              can still act on it.
            </li>
            <li>
              Compensation entries you added stay in the statistics: they were anonymous from the start and were never
              linked to your account.
            </li>
          </ul>
        </details>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void submit(event)} className="space-y-4">
          <TextField
            label="Password to confirm"
            type="password"
            autoComplete="current-password"
            {...register('password')}
          />
          <FormAlert tone="error">{errors.root?.server?.message}</FormAlert>
          <Button type="submit" variant="destructive" disabled={isSubmitting}>
            {isSubmitting ? 'Deleting...' : 'Delete my account'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
