import { Link } from 'react-router';
import type { MarketProjectCard as Project } from '../../../../shared/contracts/projects';
import { PROJECT_CATEGORY_LABELS, PROJECT_TYPE_LABELS } from '../../../../shared/projects';
import { marketProjectPath } from '../../../../shared/routes';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { ProjectBadges } from './project-badges';
import { ProjectTerms } from './project-terms';
import { SkillChips } from './skill-chips';

/** One project of LeapMarket's list; its title opens the project's page. */
export function MarketProjectCard({ project }: { project: Project }) {
  const kind = [
    project.projectType && PROJECT_TYPE_LABELS[project.projectType],
    project.category && PROJECT_CATEGORY_LABELS[project.category],
  ].filter(Boolean);
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <ProjectBadges featured={project.featured} urgent={project.urgent} nda={project.nda} />
        <h3 className="mt-1 text-lg leading-tight font-semibold break-words">
          <Link to={marketProjectPath(project.id)} className="hover:text-primary hover:underline">
            {project.title}
          </Link>
        </h3>
        <p className="font-medium text-primary">{project.company.name}</p>
        {kind.length > 0 && <p className="text-sm text-muted">{kind.join(' · ')}</p>}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <ProjectTerms project={project} />
        <p className="line-clamp-4 text-sm break-words text-foreground/90">{project.excerpt}</p>
        <SkillChips skills={project.skills} />
      </CardContent>
    </Card>
  );
}
