import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { newsletterSchema } from '../../../../shared/contact';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { reportSubmitError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast-store';
import { useSubmitContact } from '../../contact/api';

type NewsletterValues = z.input<typeof newsletterSchema>;

const EMPTY: NewsletterValues = { formType: 'newsletter', email: '', website: '' };

/** The blog's Subscribe box: the address is mailed a confirmation link (double opt-in). */
export function NewsletterForm() {
  const inputId = useId();
  const submit = useSubmitContact();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<NewsletterValues>({ defaultValues: EMPTY, resolver: zodResolver(newsletterSchema) });
  const error = errors.email?.message ?? errors.website?.message ?? errors.root?.server?.message;

  const onSubmit = handleSubmit(async ({ email, website }) => {
    try {
      const result = await submit.mutateAsync({ formType: 'newsletter', email, website: website || undefined });
      toast({ title: 'Check your inbox', description: result.message });
      reset(EMPTY);
    } catch (failure) {
      reportSubmitError<NewsletterValues>(failure, {
        form: { setError, fields: ['email', 'website'], messageTo: 'root.server' },
        // The address's own message when the server gives one, else its general one.
        toast: (answer) => ({
          title: 'Error',
          description: answer ? (answer.fields.email ?? answer.message) : 'Please try again.',
          variant: 'destructive',
        }),
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="relative mt-4">
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Website
          <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </label>
      </div>
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          {...register('email')}
          aria-invalid={!!error}
          aria-describedby={error ? `${inputId}-error` : undefined}
        />
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </div>
      <FieldError id={`${inputId}-error`} className="mt-2">
        {error}
      </FieldError>
    </form>
  );
}
