import { Camera } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from '../../../../shared/profile';
import { Card, CardContent } from '../../../components/ui/card';
import { FieldError } from '../../../components/ui/field-error';
import { isPicture, PICTURE_TYPES } from '../../../lib/is-picture';
import { initialsFor } from '../../../lib/session';

/** The picture card: current avatar or initials, and a chooser whose file is only previewed until Save. */
export function AvatarCard({
  avatarUrl,
  fullName,
  email,
  file,
  onFileChange,
}: {
  avatarUrl: string | null;
  fullName: string | null;
  email: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
}) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [preview, setPreview] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  useEffect(() => {
    if (!file) {
      setPreview(undefined);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // A refused file changes nothing: the picture shown (saved, or chosen before) stays, and the reason shows here.
  async function choose(event: React.ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    setRefusal(undefined);
    if (chosen.size > AVATAR_MAX_BYTES) {
      setRefusal(AVATAR_MESSAGES.tooLarge);
      return;
    }
    if (!(await isPicture(chosen))) {
      setRefusal(AVATAR_MESSAGES.notAnImage);
      return;
    }
    onFileChange(chosen);
  }

  const shown = preview ?? avatarUrl;
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 p-6">
        <div className="flex size-28 items-center justify-center overflow-hidden rounded-full border border-border bg-surface-raised text-3xl font-semibold">
          {shown ? (
            <img src={shown} alt="Your profile picture" className="size-full object-cover" />
          ) : (
            initialsFor({ name: fullName ?? '', email })
          )}
        </div>
        <div className="text-center">
          <p className="font-medium">{fullName || 'User'}</p>
          <p className="text-sm text-muted">{email}</p>
        </div>
        <label
          htmlFor={inputId}
          className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm hover:bg-surface-raised focus-within:outline-2 focus-within:outline-primary"
        >
          <Camera aria-hidden className="size-4" />
          {file ? 'Choose another picture' : 'Change picture'}
          <input
            id={inputId}
            type="file"
            accept={PICTURE_TYPES}
            className="sr-only"
            aria-invalid={!!refusal}
            aria-describedby={refusal ? errorId : undefined}
            onChange={(event) => void choose(event)}
          />
        </label>
        <FieldError id={errorId} className="text-center text-xs">
          {refusal}
        </FieldError>
        <p className="text-xs text-muted">Recommended: Square JPG, PNG. Max 5MB.</p>
        {file && (
          <p className="text-xs text-warning">New picture chosen: it is uploaded when you save Personal Info.</p>
        )}
      </CardContent>
    </Card>
  );
}
