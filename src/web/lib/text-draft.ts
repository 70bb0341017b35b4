import { useCallback, useEffect, useRef, useState } from 'react';
import { DRAFT_PREFIX as PREFIX, draftStorage as storage } from './draft-storage';

/**
 * Long texts a person writes before sending (a cover letter, a first message, a proposal, a project description)
 * are kept in this browser as they are typed, so a reload, a crash or a closed tab loses nothing; sending clears
 * them, and so does signing out (clearAllDrafts in ./draft-storage).
 */
export function readDraft(key: string): string {
  return storage()?.getItem(PREFIX + key) ?? '';
}

export function writeDraft(key: string, text: string): void {
  const store = storage();
  if (!store) return;
  try {
    if (text.trim()) store.setItem(PREFIX + key, text);
    else store.removeItem(PREFIX + key);
  } catch {
    // A full storage keeps the previous draft; the text on screen is untouched.
  }
}

export function clearDraft(key: string): void {
  storage()?.removeItem(PREFIX + key);
}

/**
 * Keeps `value` as the draft under `key` (null: no draft, e.g. before the form knows what it is about). When the
 * form mounts with the field empty and a draft exists, `restore` puts it back and `restored` turns true, so the
 * form can say so. Call `clear` once the text is sent.
 */
export function useTextDraft(key: string | null, value: string, restore: (text: string) => void) {
  const [restored, setRestored] = useState(false);
  const restoreRef = useRef(restore);
  restoreRef.current = restore;
  // The key whose draft has been looked at: until then an empty field must not erase it.
  const checked = useRef<string | null>(null);
  // The render that restores a draft still holds the empty value: it must not write it over the draft.
  const restoring = useRef(false);
  useEffect(() => {
    if (!key || checked.current === key) return;
    checked.current = key;
    const draft = readDraft(key);
    if (draft && !value.trim()) {
      restoring.current = true;
      restoreRef.current(draft);
      setRestored(true);
    }
    // Only a new key is looked up; the value is read as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  useEffect(() => {
    if (!key || checked.current !== key) return;
    if (restoring.current) {
      restoring.current = false;
      return;
    }
    writeDraft(key, value);
  }, [key, value]);
  const clear = useCallback(() => {
    if (key) clearDraft(key);
    setRestored(false);
  }, [key]);
  return { restored, clear };
}
