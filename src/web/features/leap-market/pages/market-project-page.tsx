import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { MarketProject } from '../../../../shared/contracts/projects';
import { PROJECT_STATUS_LABELS } from '../../../../shared/projects';
import { companyPath, ROUTES } from '../../../../shared/routes';
import { PageContainer } from '../../../components/layout/page';
import { QueryView } from '../../../components/layout/query-view';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent } from '../../../components/ui/card';
import { ApiError } from '../../../lib/api-client';
import { useMarketProject } from '../api';
import { NdaNotice } from '../components/nda-notice';
import { ProjectBadges } from '../components/project-badges';
import { ProjectFacts } from '../components/project-facts';
import { ProjectMilestones } from '../components/project-milestones';
import { ProjectNotFound } from '../components/project-not-found';
import { ProjectRequirements } from '../components/project-requirements';
import { ProjectTerms } from '../components/project-terms';
import { SkillChips } from '../components/skill-chips';
import { ProposalSection } from '../proposals/proposal-section';

/**
 * A project's page on LeapMarket (/leap-market/projects/:id): everything the firm posted, except an NDA project's
 * description until the visitor accepts its notice; under the terms, the quant's proposal (proposals/).
 */
export function MarketProjectPage() {
  const id = useParams().id ?? '';
  const query = useMarketProject(id);
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  return (
    <PageContainer className="max-w-4xl">
      <Link
        to={ROUTES.leapMarket}
        className="mb-6 inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> LeapMarket
      </Link>
      {notFound && <ProjectNotFound />}
      {/* The project's title is the page's heading; when it cannot be loaded, this heading still names the page. */}
      {query.isError && !notFound && <h1 className="mb-6 text-2xl font-semibold">Project</h1>}
      {!notFound && (
        <QueryView query={query} loadingLabel="Loading the project">
          {(project) => <ProjectDetails project={project} />}
        </QueryView>
      )}
    </PageContainer>
  );
}

const NO_SUMMARY = 'The firm wrote no public summary: accept the notice below to read the full description.';

function ProjectDetails({ project }: { project: MarketProject }) {
  const open = project.status === 'published';
  return (
    <article className="space-y-8">
      <header className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          {!open && <Badge variant="warning">{PROJECT_STATUS_LABELS[project.status]}</Badge>}
          <ProjectBadges featured={project.featured} urgent={project.urgent} nda={project.nda} />
        </div>
        <h1 className="text-3xl font-bold tracking-tight break-words md:text-4xl">{project.title}</h1>
        <p>
          <Link
            to={companyPath(project.company.slug)}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {project.company.name}
          </Link>
        </p>
      </header>

      <Card>
        <CardContent className="space-y-5 pt-6">
          <ProjectTerms project={project} size="base" />
          <ProjectFacts project={project} />
        </CardContent>
      </Card>

      <section aria-labelledby="project-skills" className="space-y-3">
        <h2 id="project-skills" className="text-lg font-semibold">
          Required skills
        </h2>
        <SkillChips skills={project.skills} />
      </section>

      <section aria-labelledby="project-description" className="space-y-3">
        <h2 id="project-description" className="text-lg font-semibold">
          {project.description === null ? 'Summary' : 'Description'}
        </h2>
        <p className="break-words whitespace-pre-line">{project.description ?? (project.summary || NO_SUMMARY)}</p>
      </section>
      {project.description === null && <NdaNotice projectId={project.id} signedIn={project.viewer.signedIn} />}

      <ProjectMilestones milestones={project.milestones} />
      <ProjectRequirements project={project} />
      {/* After everything the firm asks for, so the quant has read it before proposing; the budget is beside the form. */}
      <ProposalSection project={project} />
    </article>
  );
}
