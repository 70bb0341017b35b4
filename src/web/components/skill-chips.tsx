import { Plus, X } from 'lucide-react';
import { Badge } from './ui/badge';
import { Button } from './ui/button';

/**
 * Skills as removable chips (the wizard's skills, a match's required skills). Removing one calls `onRemove`; the
 * caller moves focus back to its input, since the button leaves with its chip.
 */
export function SkillChips({
  skills,
  label,
  removeLabel,
  onRemove,
}: {
  skills: readonly string[];
  /** The list's accessible name. */
  label: string;
  removeLabel: (skill: string) => string;
  onRemove: (skill: string) => void;
}) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {skills.map((skill) => (
        <li key={skill} className="max-w-full">
          <Badge className="max-w-full gap-1 py-1 pr-1 text-sm">
            <span className="min-w-0 wrap-anywhere">{skill}</span>
            <button
              type="button"
              aria-label={removeLabel(skill)}
              onClick={() => onRemove(skill)}
              className="inline-flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-primary/20 focus-visible:outline-2 focus-visible:outline-primary"
            >
              <X aria-hidden className="size-3.5" />
            </button>
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** Suggestions from the shared synonym table (suggestSkills) as buttons that add the skill. Nothing when empty. */
export function SkillSuggestions({
  suggestions,
  label = 'Suggested skills',
  onPick,
}: {
  suggestions: readonly string[];
  label?: string;
  onPick: (skill: string) => void;
}) {
  if (suggestions.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {suggestions.map((skill) => (
        <li key={skill}>
          <Button type="button" variant="secondary" size="sm" onClick={() => onPick(skill)}>
            <Plus aria-hidden />
            <span className="sr-only">Add </span>
            {skill}
          </Button>
        </li>
      ))}
    </ul>
  );
}
