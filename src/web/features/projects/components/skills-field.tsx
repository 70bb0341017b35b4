import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { MAX_SKILLS, SKILL_MAX_LENGTH } from '../../../../shared/quant-profile';
import { PROJECT_MESSAGES } from '../../../../shared/projects';
import { SkillChips } from '../../../components/skill-chips';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

/** Why `candidate` cannot join `skills` (spec §5: trimmed, not empty, each once), or null when it can. */
export function skillRefusal(skills: readonly string[], candidate: string): string | null {
  const skill = candidate.trim();
  if (!skill) return 'Type a skill to add.';
  if (skill.length > SKILL_MAX_LENGTH) return PROJECT_MESSAGES.skill;
  if (skills.some((s) => s.toLowerCase() === skill.toLowerCase())) return `${skill} is already listed.`;
  if (skills.length >= MAX_SKILLS) return PROJECT_MESSAGES.skills;
  return null;
}

/** Required skills as chips: typed and added with Enter or Add, each removable. */
export function SkillsField({
  id,
  skills,
  error,
  onChange,
}: {
  id: string;
  skills: string[];
  error: string | undefined;
  onChange: (skills: string[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const message = refusal ?? error;

  function add() {
    const reason = skillRefusal(skills, typed);
    setRefusal(reason);
    if (reason) return;
    onChange([...skills, typed.trim()]);
    setTyped('');
    input.current?.focus();
  }

  return (
    <div className="min-w-0 space-y-2">
      <Label htmlFor={id}>Required skills</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          ref={input}
          value={typed}
          placeholder="e.g. Stochastic Calculus"
          autoComplete="off"
          aria-invalid={!!message}
          aria-describedby={message ? `${id}-error` : `${id}-hint`}
          onChange={(event) => {
            setTyped(event.target.value);
            setRefusal(null);
          }}
          onKeyDown={(event) => {
            // Enter adds the skill; it must not send the form.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
        <Button type="button" variant="outline" onClick={add}>
          <Plus aria-hidden /> Add<span className="sr-only"> skill</span>
        </Button>
      </div>
      {message ? (
        <FieldError id={`${id}-error`}>{message}</FieldError>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted">
          Press Enter to add a skill. Publishing needs at least one.
        </p>
      )}
      {skills.length > 0 && (
        <SkillChips
          skills={skills}
          label="Required skills"
          removeLabel={(skill) => `Remove ${skill}`}
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
