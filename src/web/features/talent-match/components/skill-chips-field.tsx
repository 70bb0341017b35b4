import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { SKILL_MAX_LENGTH } from '../../../../shared/quant-profile';
import { hasSkill, suggestSkills } from '../../../../shared/skill-synonyms';
import { SkillChips, SkillSuggestions } from '../../../components/skill-chips';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

/** How many suggestions show under the input while typing. */
const SUGGESTIONS = 5;

/** Why `candidate` cannot join `skills`, or null when it can. Synonyms count as the same skill ('ML' is listed). */
export function refusalOf(skills: readonly string[], candidate: string, max: number): string | null {
  const skill = candidate.trim();
  if (!skill) return 'Type a skill to add.';
  if (skill.length > SKILL_MAX_LENGTH) return `Each skill must be at most ${SKILL_MAX_LENGTH} characters`;
  if (hasSkill(skills, skill)) return `${skill} is already listed.`;
  if (skills.length >= max) return `At most ${max} skills here.`;
  return null;
}

/**
 * A list of skills as chips: typed and added with Enter or Add, or picked from the synonym table's suggestions
 * (src/shared/skill-synonyms.ts, the table the match itself uses); each chip can be removed.
 */
export function SkillChipsField({
  id,
  label,
  hint,
  skills,
  max,
  error,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  skills: string[];
  max: number;
  /** The form's message for this list (the schema's or the server's). */
  error: string | undefined;
  onChange: (skills: string[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const suggestions = suggestSkills(draft, skills, SUGGESTIONS);
  const message = refusal ?? error;
  const describedBy = message ? `${id}-error` : `${id}-hint`;

  function add(candidate: string) {
    const reason = refusalOf(skills, candidate, max);
    setRefusal(reason);
    if (reason) return;
    onChange([...skills, candidate.trim()]);
    setDraft('');
    input.current?.focus();
  }

  return (
    <div className="min-w-0 space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          ref={input}
          value={draft}
          placeholder="e.g. Stochastic Calculus"
          autoComplete="off"
          aria-invalid={!!message}
          aria-describedby={describedBy}
          onChange={(event) => {
            setDraft(event.target.value);
            setRefusal(null);
          }}
          onKeyDown={(event) => {
            // Enter adds the skill; it must not send the form.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add(draft);
          }}
        />
        <Button type="button" variant="outline" onClick={() => add(draft)}>
          <Plus aria-hidden /> Add<span className="sr-only"> to {label}</span>
        </Button>
      </div>
      <SkillSuggestions suggestions={suggestions} label={`Suggested skills for ${label}`} onPick={add} />
      {message ? (
        <FieldError id={`${id}-error`}>{message}</FieldError>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {skills.length > 0 && (
        <SkillChips
          skills={skills}
          label={label}
          removeLabel={(skill) => `Remove ${skill} from ${label}`}
          onRemove={(skill) => {
            onChange(skills.filter((s) => s !== skill));
            // The button leaves with its chip; keep keyboard focus in the field.
            input.current?.focus();
          }}
        />
      )}
    </div>
  );
}
