import { Briefcase, ExternalLink, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { companyPath, ROUTES } from '../../../../shared/routes';
import { PageContainer } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../../components/ui/tabs';
import { useCompanyAccess } from '../../../lib/company-access';
import { CompanyDetails } from '../components/company-details';
import { CompanyHeading } from '../components/company-heading';
import { VerificationNotice } from '../components/verification-status';

/**
 * /funds/company-dashboard (spec §2), inside the firm guard, which shows the welcome to a user without a company.
 * The header's Settings and Post New Project, and the Company Profile tab. The spec's stat cards and its Projects
 * and Talent Pipeline tabs count things no feature records yet (projects, pipelines, interviews): they appear with
 * those features, never as a fixed number.
 */
export function CompanyDashboardPage() {
  const { company } = useCompanyAccess();
  if (!company) return null;
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
      <TabsRoot defaultValue="profile">
        <TabsList aria-label="Company dashboard sections">
          <TabsTrigger value="profile">Company Profile</TabsTrigger>
        </TabsList>
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
