import { Briefcase, ExternalLink, Settings } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { companyPath, ROUTES } from '../../../../shared/routes';
import { PageContainer } from '../../../components/layout/page';
import { buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../../components/ui/tabs';
import { useCompanyAccess } from '../../../lib/company-access';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { lazyPart, useLazyPart, type LazyPart } from '../../../lib/lazy-part';
import { projectsTabPart } from '../../projects/api';
import { DashboardStats } from '../components/dashboard/dashboard-stats';
import { CompanyDetails } from '../components/company-details';
import { CompanyHeading } from '../components/company-heading';
import { VerificationNotice } from '../components/verification-status';

/** A part of another feature, fetched as the dashboard opens; a spinner stands in until its code is there. */
function Part<P extends object>({ part, label, ...props }: { part: LazyPart<P>; label: string } & P) {
  const [Loaded, load] = useLazyPart(part);
  useEffect(load, [load]);
  if (!Loaded) return <Spinner label={label} />;
  return <Loaded {...(props as unknown as P)} />;
}

/** Spec §2's tabs, in its order; a bare /funds/company-dashboard opens the first. */
const TABS = ['projects', 'pipeline', 'profile'] as const;
type Tab = (typeof TABS)[number];
const DEFAULT_TAB: Tab = 'projects';
const tabPath = (tab: Tab) => `${ROUTES.companyDashboard}?tab=${tab}`;
const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);

/** The Talent Pipeline tab's code comes when the tab is first opened (the dashboard opens on Projects). */
const talentPipelineTabPart = lazyPart(() =>
  import('../components/dashboard/talent-pipeline-tab').then((module) => module.TalentPipelineTab),
);

/**
 * /funds/company-dashboard (spec §2), inside the firm guard, which shows the welcome to a user without a company.
 * The header's Settings and Post New Project, the three stat cards counted from real data (issue 17), and the
 * Projects, Talent Pipeline and Company Profile tabs; the tab lives in the URL so a reload keeps it.
 */
export function CompanyDashboardPage() {
  const { company } = useCompanyAccess();
  const { params, update } = useUrlFilters();
  if (!company) return null;
  const requested = params.get('tab');
  const tab = isTab(requested) ? requested : DEFAULT_TAB;
  const verified = company.verification.state === 'verified';
  return (
    <PageContainer className="space-y-8">
      <CompanyHeading company={company} eyebrow="Company dashboard">
        <Link to={ROUTES.companySettings} className={buttonVariants({ variant: 'outline' })}>
          <Settings aria-hidden /> Settings
        </Link>
        <Link to={ROUTES.internshipBoard} className={buttonVariants({ variant: 'outline' })}>
          <Briefcase aria-hidden /> Internship Board
        </Link>
        <Link to={ROUTES.postProject} className={buttonVariants()}>
          Post New Project
        </Link>
      </CompanyHeading>
      {!verified && <VerificationNotice company={company} />}
      <DashboardStats projectsTab={tabPath('projects')} pipelineTab={tabPath('pipeline')} />
      <TabsRoot value={tab} onValueChange={(next) => update({ tab: next === DEFAULT_TAB ? undefined : next })}>
        <TabsList aria-label="Company dashboard sections">
          <TabsTrigger value="projects">Projects</TabsTrigger>
          <TabsTrigger value="pipeline">Talent Pipeline</TabsTrigger>
          <TabsTrigger value="profile">Company Profile</TabsTrigger>
        </TabsList>
        <TabsContent value="projects" className="mt-6">
          <Part part={projectsTabPart} label="Loading projects" />
        </TabsContent>
        <TabsContent value="pipeline" className="mt-6">
          {verified ? (
            <Part part={talentPipelineTabPart} label="Loading the talent pipeline" />
          ) : (
            <p role="note" className="rounded-xl border border-warning/40 bg-warning/5 p-4 text-sm">
              The applicants, proposals and messages waiting on you appear here once your company is verified: they show
              who sent them.
            </p>
          )}
        </TabsContent>
        <TabsContent value="profile" className="mt-6">
          <Card>
            <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
              <div className="space-y-1.5">
                <CardTitle>Company Profile</CardTitle>
                <CardDescription>
                  {verified
                    ? 'What quants see on your public page and beside your positions.'
                    : 'Your public page opens once your company is verified.'}
                </CardDescription>
              </div>
              {verified && (
                <Link to={companyPath(company.slug)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                  <ExternalLink aria-hidden /> View public page
                </Link>
              )}
            </CardHeader>
            <CardContent className="space-y-6">
              <CompanyDetails company={company} />
              {company.role === 'owner' && (
                <Link to={ROUTES.companySettings} className={buttonVariants({ variant: 'secondary' })}>
                  Edit profile and members
                </Link>
              )}
            </CardContent>
          </Card>
        </TabsContent>
      </TabsRoot>
    </PageContainer>
  );
}
