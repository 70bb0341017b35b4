import type { MarketProject } from '../../../../shared/contracts/projects';
import { EDUCATION_LABELS, EXPERIENCE_LABELS, FIELD_OF_STUDY_LABELS } from '../../../../shared/projects';

type Requirements = Pick<MarketProject, 'minExperience' | 'education' | 'fieldOfStudy' | 'additionalRequirements'>;

/** Spec §3's candidate requirements, by their labels; the section is left out when the firm set none. */
export function ProjectRequirements({ project }: { project: Requirements }) {
  const rows: [string, string][] = [];
  if (project.minExperience) rows.push(['Minimum experience', EXPERIENCE_LABELS[project.minExperience]]);
  if (project.education) rows.push(['Education', EDUCATION_LABELS[project.education]]);
  if (project.fieldOfStudy) rows.push(['Field of study', FIELD_OF_STUDY_LABELS[project.fieldOfStudy]]);
  if (rows.length === 0 && !project.additionalRequirements) return null;
  return (
    <section aria-labelledby="project-requirements" className="space-y-3">
      <h2 id="project-requirements" className="text-lg font-semibold">
        Candidate requirements
      </h2>
      {rows.length > 0 && (
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt className="text-muted">{term}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {project.additionalRequirements && (
        <p className="text-sm break-words whitespace-pre-line">{project.additionalRequirements}</p>
      )}
    </section>
  );
}
