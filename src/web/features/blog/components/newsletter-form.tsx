import { useId, useState } from 'react';
import { newsletterSchema } from '../../../../shared/contact';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { useSubmitContact } from '../../contact/api';

/** The blog's Subscribe box: stores the address as a newsletter contact submission. */
export function NewsletterForm() {
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [error, setError] = useState<string>();
  const submit = useSubmitContact();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = newsletterSchema.safeParse({ formType: 'newsletter', email, website: website || undefined });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      const result = await submit.mutateAsync(parsed.data);
      toast({ title: 'Subscribed!', description: result.message });
      setEmail('');
    } catch (err) {
      const message = err instanceof ApiError ? (err.fields.email ?? err.message) : 'Please try again.';
      setError(message);
      toast({ title: 'Error', description: message, variant: 'destructive' });
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="relative mt-4">
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Website
          <input
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={website}
            onChange={(e) => setWebsite(e.target.value)}
          />
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
          value={email}
          onChange={(e) => setEmail(e.target.value)}
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
