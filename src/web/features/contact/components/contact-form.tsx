import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  generalContactSchema,
  waitlistContactSchema,
  WAITLIST_ROLES,
  type ContactSubmission,
} from '../../../../shared/contact';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { schemaResolver } from '../../../lib/schema-resolver';
import { toast } from '../../../lib/toast-store';
import { useSubmitContact } from '../api';
import { HoneypotField } from '../../../components/forms/honeypot-field';
import { reportSubmitError } from '../../../lib/form-errors';

interface ContactFormValues {
  name: string;
  email: string;
  role: string;
  message: string;
  newsletterSignup: boolean;
  website: string;
}

const EMPTY: ContactFormValues = { name: '', email: '', role: '', message: '', newsletterSignup: false, website: '' };
type FieldName = keyof ContactFormValues;

function toSubmission(mode: 'general' | 'waitlist', values: ContactFormValues): unknown {
  const common = {
    name: values.name,
    email: values.email,
    newsletterSignup: values.newsletterSignup,
    website: values.website || undefined,
  };
  return mode === 'waitlist'
    ? { ...common, formType: 'waitlist', role: values.role, message: values.message || undefined }
    : { ...common, formType: 'general', message: values.message };
}

/** Validates with the same shared schema the server uses, so the messages are the spec's on both sides. */
function resolverFor(mode: 'general' | 'waitlist') {
  const schema = mode === 'waitlist' ? waitlistContactSchema : generalContactSchema;
  return schemaResolver<ContactFormValues>(schema, (values) => toSubmission(mode, values));
}

export function ContactForm({ mode }: { mode: 'general' | 'waitlist' }) {
  const isWaitlist = mode === 'waitlist';
  const ids = { name: useId(), email: useId(), role: useId(), message: useId(), newsletter: useId() };
  const submit = useSubmitContact();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues>({ defaultValues: EMPTY, resolver: resolverFor(mode) });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await submit.mutateAsync(toSubmission(mode, values) as ContactSubmission);
      toast({ title: 'Submission successful!', description: result.message });
      reset(EMPTY);
    } catch (error) {
      reportSubmitError<ContactFormValues>(error, {
        form: { setError, fields: Object.keys(EMPTY) },
        toast: (answer) => ({
          title: 'Error',
          description:
            answer?.code === 'RATE_LIMITED'
              ? answer.message
              : 'There was an error submitting your form. Please try again.',
          variant: 'destructive',
        }),
      });
    }
  });

  const describedBy = (field: FieldName, id: string) => (errors[field] ? `${id}-error` : undefined);
  const busy = submit.isPending;

  return (
    <form onSubmit={onSubmit} noValidate className="relative space-y-5">
      <HoneypotField registration={register('website')} />
      <div className="space-y-2">
        <Label htmlFor={ids.name}>Full Name</Label>
        <Input
          id={ids.name}
          autoComplete="name"
          aria-invalid={!!errors.name}
          aria-describedby={describedBy('name', ids.name)}
          {...register('name')}
        />
        <FieldError id={`${ids.name}-error`}>{errors.name?.message}</FieldError>
      </div>
      <div className="space-y-2">
        <Label htmlFor={ids.email}>Email</Label>
        <Input
          id={ids.email}
          type="email"
          autoComplete="email"
          aria-invalid={!!errors.email}
          aria-describedby={describedBy('email', ids.email)}
          {...register('email')}
        />
        <FieldError id={`${ids.email}-error`}>{errors.email?.message}</FieldError>
      </div>
      {isWaitlist && (
        <div className="space-y-2">
          <Label htmlFor={ids.role}>Your Role</Label>
          <NativeSelect
            id={ids.role}
            aria-invalid={!!errors.role}
            aria-describedby={describedBy('role', ids.role)}
            {...register('role')}
          >
            <option value="" disabled>
              Select your role
            </option>
            {WAITLIST_ROLES.map((role) => (
              <option key={role.value} value={role.value}>
                {role.label}
              </option>
            ))}
          </NativeSelect>
          <FieldError id={`${ids.role}-error`}>{errors.role?.message}</FieldError>
        </div>
      )}
      <div className="space-y-2">
        <Label htmlFor={ids.message}>
          Message{isWaitlist && <span className="font-normal text-muted"> (optional)</span>}
        </Label>
        <Textarea
          id={ids.message}
          rows={5}
          placeholder={isWaitlist ? 'Anything you would like us to know?' : 'How can we help?'}
          aria-invalid={!!errors.message}
          aria-describedby={describedBy('message', ids.message)}
          {...register('message')}
        />
        <FieldError id={`${ids.message}-error`}>{errors.message?.message}</FieldError>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id={ids.newsletter} {...register('newsletterSignup')} />
        <Label htmlFor={ids.newsletter} className="font-normal">
          Subscribe to newsletter
        </Label>
      </div>
      {/* Disabled from the press on (checking the fields included), so a second press sends nothing. */}
      <Button type="submit" size="lg" className="w-full" disabled={busy || isSubmitting}>
        {busy ? (isWaitlist ? 'Joining...' : 'Submitting...') : isWaitlist ? 'Join Waitlist' : 'Send Message'}
      </Button>
    </form>
  );
}
