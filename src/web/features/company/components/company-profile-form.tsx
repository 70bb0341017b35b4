import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  COMPANY_CATEGORIES,
  COMPANY_SIZE_BANDS,
  companyInputSchema,
  type CompanyInput,
} from '../../../../shared/company';
import type { MyCompany } from '../../../../shared/contracts/company';
import { FormSelect, FormTextArea, FormTextField } from '../../../components/forms/form-text-field';
import { Button } from '../../../components/ui/button';
import { failureToast, reportSubmitError } from '../../../lib/form-errors';
import { schemaResolver } from '../../../lib/schema-resolver';

interface Values {
  name: string;
  website: string;
  category: string;
  sizeBand: string;
  headquarters: string;
  /** One office per line: easier to type on a phone than a list editor, and what people paste. */
  offices: string;
  description: string;
}

const toInput = (values: Values): CompanyInput => ({
  ...values,
  category: values.category as CompanyInput['category'],
  sizeBand: values.sizeBand as CompanyInput['sizeBand'],
  offices: values.offices
    .split('\n')
    .map((office) => office.trim())
    .filter(Boolean),
});

const valuesOf = (company: MyCompany | undefined): Values => ({
  name: company?.name ?? '',
  website: company?.website ?? '',
  category: company?.category ?? '',
  sizeBand: company?.sizeBand ?? '',
  headquarters: company?.headquarters ?? '',
  offices: company?.offices.join('\n') ?? '',
  description: company?.description ?? '',
});

/**
 * The company's own profile, for creating it and for its owner's settings. The shared schema checks it here as the
 * API does; a failed save keeps everything typed and puts the server's field messages beside the fields.
 */
export function CompanyProfileForm({
  company,
  submitLabel,
  busyLabel,
  failureTitle,
  onSave,
}: {
  company?: MyCompany;
  submitLabel: string;
  busyLabel: string;
  /** The toast's title when a save is refused. */
  failureTitle: string;
  /** Saves and answers the company as stored, which the form then shows (the website with its scheme added). */
  onSave: (input: CompanyInput) => Promise<MyCompany>;
}) {
  const baseId = useId();
  const id = (name: keyof Values) => `${baseId}-${name}`;
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: valuesOf(company),
    resolver: schemaResolver<Values>(companyInputSchema, toInput),
  });

  const submit = handleSubmit(async (values) => {
    try {
      reset(valuesOf(await onSave(toInput(values))));
    } catch (error) {
      reportSubmitError<Values>(error, {
        form: { setError, fields: Object.keys(values) },
        toast: failureToast(failureTitle),
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormTextField
          id={id('name')}
          label="Company name"
          required
          autoComplete="organization"
          error={errors.name?.message}
          registration={register('name')}
        />
        <FormTextField
          id={id('website')}
          label="Website"
          required
          type="url"
          inputMode="url"
          placeholder="https://www.example.com"
          autoComplete="url"
          error={errors.website?.message}
          registration={register('website')}
        />
        <FormSelect
          id={id('category')}
          label="Category"
          required
          placeholder="Choose a category"
          options={COMPANY_CATEGORIES}
          error={errors.category?.message}
          registration={register('category')}
        />
        <FormSelect
          id={id('sizeBand')}
          label="Size (employees)"
          required
          placeholder="Choose a size"
          options={COMPANY_SIZE_BANDS}
          error={errors.sizeBand?.message}
          registration={register('sizeBand')}
        />
        <FormTextField
          id={id('headquarters')}
          label="Headquarters"
          required
          placeholder="City, Country"
          error={errors.headquarters?.message}
          registration={register('headquarters')}
        />
        <FormTextArea
          id={id('offices')}
          label="Other offices (one per line)"
          rows={3}
          placeholder={'London, UK\nSingapore'}
          error={errors.offices?.message}
          registration={register('offices')}
        />
      </div>
      <FormTextArea
        id={id('description')}
        label="Description"
        rows={5}
        placeholder="What your firm does, what your quants work on, what it is like to work there"
        error={errors.description?.message}
        registration={register('description')}
      />
      <p className="text-sm text-muted">
        Your website's domain is your company's identity on QuantLeap: members who sign in with a work e-mail at that
        domain verify the company at once.
      </p>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
