import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { skillKey, suggestSkills } from '../../../../shared/skill-synonyms';
import { TALENT_SKILL_OPTIONS } from '../../../../shared/talent';
import { SkillSuggestions } from '../../../components/skill-chips';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { addTypedSkills } from '../talent-filters';

/**
 * Spec §2's skills checkboxes, plus any skill typed (with suggestions from the shared synonym table): a typed skill
 * joins the list as a checked box. Quants must have every chosen skill.
 */
export function SkillsFilter({
  value,
  onChange,
  error,
}: {
  value: readonly string[];
  onChange: (skills: string[]) => void;
  error: string | undefined;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const isChosen = (skill: string) => value.some((held) => skillKey(held) === skillKey(skill));
  // Typed skills keep their box once shown: unchecking one leaves it there to check again, like the spec's five.
  const [typedOnes, setTypedOnes] = useState<string[]>([]);
  const unseen = value.filter(
    (skill) =>
      !TALENT_SKILL_OPTIONS.some((option) => skillKey(option) === skillKey(skill)) &&
      !typedOnes.some((shown) => skillKey(shown) === skillKey(skill)),
  );
  if (unseen.length > 0) setTypedOnes([...typedOnes, ...unseen]);
  const toggle = (skill: string, on: boolean) =>
    onChange(on ? [...value, skill] : value.filter((held) => skillKey(held) !== skillKey(skill)));
  const add = (text: string) => {
    onChange(addTypedSkills(value, text));
    setTyped('');
  };
  const suggestions = suggestSkills(typed, value, 5);

  return (
    <fieldset className="space-y-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-3 text-sm font-medium">Skills</legend>
      <ul className="space-y-2">
        {[...TALENT_SKILL_OPTIONS, ...typedOnes].map((skill, index) => (
          <li key={skill} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-skill-${index}`}
              checked={isChosen(skill)}
              onChange={(event) => toggle(skill, event.target.checked)}
            />
            <Label htmlFor={`${id}-skill-${index}`} className="font-normal break-all">
              {skill}
            </Label>
          </li>
        ))}
      </ul>
      <div className="space-y-2">
        <Label htmlFor={`${id}-other`}>Other skill</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-other`}
            maxLength={100}
            placeholder="e.g. kdb+/q"
            aria-describedby={`${id}-other-hint`}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              // Enter adds the skill here rather than applying the whole form.
              if (event.key !== 'Enter') return;
              event.preventDefault();
              add(typed);
            }}
          />
          <Button type="button" variant="outline" size="icon" disabled={!typed.trim()} onClick={() => add(typed)}>
            <Plus aria-hidden />
            <span className="sr-only">Add skill</span>
          </Button>
        </div>
        <p id={`${id}-other-hint`} className="text-xs text-muted">
          Synonyms count: ML finds Machine Learning, cpp finds C++.
        </p>
        <SkillSuggestions suggestions={suggestions} onPick={add} />
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}
