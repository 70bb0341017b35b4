import { Badge } from '../../../components/ui/badge';

/** A project's required skills, as a list of chips. */
export function SkillChips({ skills, label = 'Required skills' }: { skills: readonly string[]; label?: string }) {
  if (skills.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {skills.map((skill) => (
        <li key={skill}>
          <Badge>{skill}</Badge>
        </li>
      ))}
    </ul>
  );
}
