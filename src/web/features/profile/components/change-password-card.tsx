import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { changePasswordSchema } from '../../../../shared/auth';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { reportSubmitError } from '../../../lib/form-errors';
import { changePassword } from '../../auth/api';

type Values = z.input<typeof changePasswordSchema>;
const EMPTY: Values = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * Changing the password from the profile's security section. The server signs out every other device (issue 43):
 * the card says so before and after, so nobody is surprised to find a laptop signed out.
 */
export function ChangePasswordCard() {
  const [changed, setChanged] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: EMPTY, resolver: zodResolver(changePasswordSchema) });

  // One message at a time, as the sign-up and reset forms show them.
  const error =
    errors.currentPassword?.message ??
    errors.password?.message ??
    errors.confirmPassword?.message ??
    errors.root?.server?.message;

  const submit = handleSubmit(async ({ currentPassword, password }) => {
    setChanged(false);
    try {
      await changePassword(currentPassword, password);
    } catch (error) {
      reportSubmitError<Values>(error, { form: { setError, fields: [], messageTo: 'root.server' }, toast: () => null });
      return;
    }
    reset(EMPTY);
    setChanged(true);
  });

  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <KeyRound aria-hidden className="size-5 text-primary" /> Change password
        </h2>
        <p className="text-sm text-muted">
          At least 8 characters with a letter and a digit; allowed: letters, digits and @$!%*#?&. Changing it signs you
          out on every other device; this one stays signed in.
        </p>
      </CardHeader>
      <CardContent>
        <form aria-label="Change password" onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          <TextField
            label="Old password"
            type="password"
            autoComplete="current-password"
            {...register('currentPassword')}
          />
          <TextField label="New password" type="password" autoComplete="new-password" {...register('password')} />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            {...register('confirmPassword')}
          />
          <FormAlert tone="error">{error}</FormAlert>
          <FormAlert tone="success">
            {changed ? 'Your password was changed. Every other device was signed out.' : null}
          </FormAlert>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Changing...' : 'Change password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
