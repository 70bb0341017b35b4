import { Briefcase, ExternalLink, Settings } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { companyPath, ROUTES } from '../../../../shared/routes';
import { PageContainer } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../../components/ui/tabs';
import { useCompanyAccess } from '../../../lib/company-access';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useLazyPart, type LazyPart } from '../../../lib/lazy-part';
import { activeProjectsStatPart, projectsTabPart } from '../../projects/api';
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

/** The tab a bare /funds/company-dashboard opens (spec §2's first tab); ?tab=profile opens the other. */
const DEFAULT_TAB = 'projects';
const PROJECTS_TAB_PATH = `${ROUTES.companyDashboard}?tab=${DEFAULT_TAB}`;

/**
 * /funds/company-dashboard (spec §2), inside the firm guard, which shows the welcome to a user without a company.
 * The header's Settings and Post New Project, the Active Projects card, and the Projects and Company Profile tabs;
 * the tab lives in the URL so a reload keeps it. The spec's Talent Pipeline and Pending Interviews cards and its
 * Talent Pipeline tab count things not recorded yet: they appear with those features, never as a fixed number.
 */
export function CompanyDashboardPage() {
  const { company } = useCompanyAccess();
  const { params, update } = useUrlFilters();
  if (!company) return null;
  const tab = params.get('tab') === 'profile' ? 'profile' : DEFAULT_TAB;
  const verified = company.verification.state === 'verified';
  return (
    <PageContainer className="space-y-8">
      <CompanyHeading company={company} eyebrow="Company dashboard">
        <Button asChild variant="outline">
          <Link to={ROUTES.companySettings}>
            <Settings aria-hidden /> Settings
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={ROUTES.internshipBoard}>
            <Briefcase aria-hidden /> Internship Board
          </Link>
        </Button>
        <Button asChild>
          <Link to={ROUTES.postProject}>Post New Project</Link>
        </Button>
      </CompanyHeading>
      {!verified && <VerificationNotice company={company} />}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Part part={activeProjectsStatPart} label="Loading Active Projects" to={PROJECTS_TAB_PATH} />
      </div>
      <TabsRoot value={tab} onValueChange={(next) => update({ tab: next === DEFAULT_TAB ? undefined : next })}>
        <TabsList aria-label="Company dashboard sections">
          <TabsTrigger value="projects">Projects</TabsTrigger>
          <TabsTrigger value="profile">Company Profile</TabsTrigger>
        </TabsList>
        <TabsContent value="projects" className="mt-6">
          <Part part={projectsTabPart} label="Loading projects" />
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
                <Button asChild variant="outline" size="sm">
                  <Link to={companyPath(company.slug)}>
                    <ExternalLink aria-hidden /> View public page
                  </Link>
                </Button>
              )}
            </CardHeader>
            <CardContent className="space-y-6">
              <CompanyDetails company={company} />
              {company.role === 'owner' && (
                <Button asChild variant="secondary">
                  <Link to={ROUTES.companySettings}>Edit profile and members</Link>
                </Button>
              )}
            </CardContent>
          </Card>
        </TabsContent>
      </TabsRoot>
    </PageContainer>
  );
}
