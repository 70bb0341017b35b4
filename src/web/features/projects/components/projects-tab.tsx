import { FolderKanban, Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { OwnProject } from '../../../../shared/contracts/projects';
import { ROUTES } from '../../../../shared/routes';
import { QueryView } from '../../../components/layout/query-view';
import { buttonVariants } from '../../../components/ui/button';
import { useCompanyAccess } from '../../../lib/company-access';
import { useOwnProjects } from '../api';
import { ProjectCard } from './project-card';
import { TalentMatchesPanel } from './talent-matches-panel';

/** The company's projects in the dashboard's three groups, in the order the firm acts on them. */
const GROUPS = [
  { id: 'active-projects', title: 'Active Projects', statuses: ['published', 'in_progress'] },
  { id: 'draft-projects', title: 'Drafts', statuses: ['draft'] },
  { id: 'closed-projects', title: 'Closed', statuses: ['closed'] },
] as const satisfies readonly { id: string; title: string; statuses: readonly OwnProject['status'][] }[];

function CreateProjectButton() {
  return (
    <Link to={ROUTES.postProject} className={buttonVariants({ size: 'sm' })}>
      <Plus aria-hidden /> Create New Project
    </Link>
  );
}

function ProjectList({ projects, verified, label }: { projects: OwnProject[]; verified: boolean; label: string }) {
  return (
    <ul aria-label={label} className="space-y-4">
      {projects.map((project) => (
        <li key={project.id}>
          <ProjectCard project={project} verified={verified} />
        </li>
      ))}
    </ul>
  );
}

function NoProjects() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border p-10 text-center">
      <FolderKanban aria-hidden className="size-8 text-muted" />
      <p className="font-medium">No projects yet</p>
      <p className="max-w-md text-sm text-muted">
        Post your first quant project: save it as a draft, then publish it on LeapMarket, where quants propose for free.
      </p>
    </div>
  );
}

/**
 * The company dashboard's Projects tab (spec §2): the Active Projects panel with Create New Project, then drafts
 * and closed projects, beside the Talent Matches panel. Cards at every width, so a phone reads them as well.
 */
export function ProjectsTab() {
  const { verified } = useCompanyAccess();
  const query = useOwnProjects();
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-8">
        <QueryView query={query} loadingLabel="Loading projects">
          {({ projects }) =>
            GROUPS.map((group) => {
              const members = projects.filter((p) => (group.statuses as readonly string[]).includes(p.status));
              // The Active Projects panel always shows (with its Create button); the other groups when they have any.
              if (group.id !== 'active-projects' && members.length === 0) return null;
              return (
                <section key={group.id} aria-labelledby={group.id} className="space-y-4">
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <h2 id={group.id} className="text-xl font-semibold">
                      {group.title}
                    </h2>
                    {group.id === 'active-projects' && <CreateProjectButton />}
                  </div>
                  {members.length > 0 ? (
                    <ProjectList projects={members} verified={verified} label={group.title} />
                  ) : projects.length === 0 ? (
                    <NoProjects />
                  ) : (
                    <p className="text-sm text-muted">No project is listed on LeapMarket right now.</p>
                  )}
                </section>
              );
            })
          }
        </QueryView>
      </div>
      <TalentMatchesPanel />
    </div>
  );
}
