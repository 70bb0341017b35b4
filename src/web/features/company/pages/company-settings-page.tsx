import { Link } from 'react-router';
import type { CompanyInput } from '../../../../shared/company';
import { ROUTES } from '../../../../shared/routes';
import { PageContainer } from '../../../components/layout/page';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useCompanyAccess } from '../../../lib/company-access';
import { toast } from '../../../lib/toast-store';
import { useUpdateCompany } from '../api';
import { CompanyDetails } from '../components/company-details';
import { CompanyHeading } from '../components/company-heading';
import { CompanyProfileForm } from '../components/company-profile-form';
import { DeleteCompanyCard } from '../components/delete-company-card';
import { LogoCard } from '../components/logo-card';
import { MembersCard } from '../components/members-card';
import { VerificationNotice } from '../components/verification-status';

/**
 * /funds/company-settings: the owner edits the profile and logo, manages members and invitations, and may delete
 * the company; a recruiter reads the profile, sees the members and may leave. (Inside the firm guard: a company.)
 */
export function CompanySettingsPage() {
  const { company } = useCompanyAccess();
  const update = useUpdateCompany();
  if (!company) return null;
  const isOwner = company.role === 'owner';

  async function save(input: CompanyInput) {
    const { company: saved } = await update.mutateAsync(input);
    toast({
      title: 'Company profile saved',
      description:
        saved.verification.state === 'verified' || company?.verification.state === saved.verification.state
          ? undefined
          : 'Your new name or website asks for verification again.',
    });
    return saved;
  }

  return (
    <PageContainer className="max-w-4xl space-y-8">
      <CompanyHeading company={company} eyebrow="Company settings">
        <Link to={ROUTES.companyDashboard} className={buttonVariants({ variant: 'outline' })}>
          Back to dashboard
        </Link>
      </CompanyHeading>
      <VerificationNotice company={company} />
      <Card>
        <CardHeader>
          <CardTitle>Company profile</CardTitle>
          <CardDescription>
            {isOwner
              ? 'What quants see on your public page and beside your positions.'
              : 'Only the company owner can change the profile.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {isOwner ? (
            <CompanyProfileForm
              company={company}
              submitLabel="Save Changes"
              busyLabel="Saving..."
              failureTitle="Could not save the company profile"
              onSave={save}
            />
          ) : (
            <CompanyDetails company={company} />
          )}
        </CardContent>
      </Card>
      {isOwner && <LogoCard company={company} />}
      <MembersCard company={company} />
      {isOwner && <DeleteCompanyCard company={company} />}
    </PageContainer>
  );
}
