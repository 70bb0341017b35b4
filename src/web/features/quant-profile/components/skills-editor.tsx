import { Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { addSkill, DEFAULT_WIZARD_SKILLS, MAX_SKILLS, SKILL_MAX_LENGTH } from '../../../../shared/quant-profile';
import type { QuantProfileView } from '../../../../shared/contracts/quant-profile';
import { suggestSkills } from '../../../../shared/skill-synonyms';
import { SkillChips, SkillSuggestions } from '../../../components/skill-chips';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../lib/toast-store';
import { useSaveSkills } from '../api';
import { fieldErrorsOf, toastSaveError } from '../save-feedback';

/** Why `addSkill` kept the list as it was, in words the quant can act on. */
function refusalOf(skills: readonly string[], candidate: string): string {
  const skill = candidate.trim();
  if (!skill) return 'Type a skill to add.';
  if (skills.includes(skill)) return `${skill} is already in your skills.`;
  if (skill.length > SKILL_MAX_LENGTH) return `Each skill must be at most ${SKILL_MAX_LENGTH} characters`;
  return `At most ${MAX_SKILLS} skills`;
}

/**
 * The skills step (spec §5): a skill is added when non-blank after trimming and not already listed, by the Add
 * button or Enter; each can be removed. The list is saved on its own.
 */
export function SkillsEditor({ initial, onSaved }: { initial: string[]; onSaved: (view: QuantProfileView) => void }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const save = useSaveSkills();
  const [skills, setSkills] = useState(initial);
  const [candidate, setCandidate] = useState('');
  const [error, setError] = useState<string>();

  // The names firms search by (the shared synonym table) for what is being typed; common ones before typing.
  const suggestions = candidate.trim()
    ? suggestSkills(candidate, skills, 6)
    : DEFAULT_WIZARD_SKILLS.filter((skill) => !skills.includes(skill));

  function add(skill = candidate) {
    const next = addSkill(skills, skill);
    if (next.length === skills.length) {
      setError(refusalOf(skills, skill));
      return;
    }
    setSkills(next);
    setCandidate('');
    setError(undefined);
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    try {
      const view = await save.mutateAsync(skills);
      toast({ title: 'Skills saved' });
      onSaved(view);
    } catch (failure) {
      setError(Object.values(fieldErrorsOf(failure))[0]);
      toastSaveError('skills', failure);
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
      <div className="space-y-2">
        <Label htmlFor={inputId}>Add a skill</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            ref={input}
            value={candidate}
            placeholder="e.g. Stochastic Calculus"
            aria-invalid={!!error}
            aria-describedby={error ? `${inputId}-error` : `${inputId}-hint`}
            onChange={(e) => {
              setCandidate(e.target.value);
              setError(undefined);
            }}
            onKeyDown={(e) => {
              // Enter adds the skill; it must not submit (and so save) the step.
              if (e.key !== 'Enter') return;
              e.preventDefault();
              add();
            }}
          />
          <Button type="button" variant="outline" onClick={() => add()}>
            <Plus aria-hidden /> Add
          </Button>
        </div>
        {error ? (
          <FieldError id={`${inputId}-error`}>{error}</FieldError>
        ) : (
          <p id={`${inputId}-hint`} className="text-xs text-muted">
            Press Enter or Add to add it to your list.
          </p>
        )}
        <SkillSuggestions
          suggestions={suggestions}
          label={candidate.trim() ? 'Suggested skills' : 'Common skills'}
          onPick={(skill) => {
            add(skill);
            input.current?.focus();
          }}
        />
      </div>
      <div>
        <h3 className="mb-2 text-sm font-medium">Your skills ({skills.length})</h3>
        {skills.length === 0 ? (
          <p className="text-sm text-muted">No skills yet. Funds search by skill, so add a few.</p>
        ) : (
          <SkillChips
            skills={skills}
            label="Your skills"
            removeLabel={(skill) => `Remove ${skill}`}
            onRemove={(skill) => {
              setSkills(skills.filter((s) => s !== skill));
              // The button disappears with its chip; keep keyboard focus in the editor.
              input.current?.focus();
            }}
          />
        )}
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save & Continue'}
      </Button>
    </form>
  );
}
