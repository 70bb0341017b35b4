import { ImagePlus } from 'lucide-react';
import { useId, useState } from 'react';
import { COMPANY_MESSAGES, LOGO_MAX_BYTES } from '../../../../shared/company';
import type { MyCompany } from '../../../../shared/contracts/company';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FieldError } from '../../../components/ui/field-error';
import { ApiError } from '../../../lib/api-client';
import { isPicture, PICTURE_TYPES } from '../../../lib/is-picture';
import { toast } from '../../../lib/toast-store';
import { useUploadLogo } from '../api';
import { CompanyLogo } from './company-logo';

/**
 * The owner's logo chooser: a chosen picture is checked here as the server checks it (size, decodable), then
 * uploaded at once; the server re-encodes it to a square WebP. A refused file changes nothing.
 */
export function LogoCard({ company }: { company: MyCompany }) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [refusal, setRefusal] = useState<string>();
  const upload = useUploadLogo();

  async function choose(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setRefusal(undefined);
    if (file.size > LOGO_MAX_BYTES) return setRefusal(COMPANY_MESSAGES.logoTooLarge);
    if (!(await isPicture(file))) return setRefusal(COMPANY_MESSAGES.logoNotImage);
    try {
      await upload.mutateAsync(file);
      toast({ title: 'Logo updated' });
    } catch (error) {
      setRefusal(error instanceof ApiError ? (error.fields.logo ?? error.message) : 'The logo could not be uploaded.');
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Logo</CardTitle>
        <CardDescription>Shown on your public page and beside your positions. Square images look best.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-5">
        <CompanyLogo name={company.name} logoUrl={company.logoUrl} />
        <div className="space-y-2">
          <label
            htmlFor={inputId}
            className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm focus-within:outline-2 focus-within:outline-primary hover:bg-surface-raised"
          >
            <ImagePlus aria-hidden className="size-4" />
            {upload.isPending ? 'Uploading...' : company.logoUrl ? 'Replace logo' : 'Upload logo'}
            <input
              id={inputId}
              type="file"
              accept={PICTURE_TYPES}
              className="sr-only"
              disabled={upload.isPending}
              aria-invalid={!!refusal}
              aria-describedby={refusal ? errorId : undefined}
              onChange={(event) => void choose(event)}
            />
          </label>
          <p className="text-xs text-muted">JPEG, PNG, WebP, GIF or AVIF, at most 5 MB.</p>
          <FieldError id={errorId}>{refusal}</FieldError>
        </div>
      </CardContent>
    </Card>
  );
}
