import { Link, useNavigate } from 'react-router';
import { ROUTES } from '../../../../shared/routes';
import { PageContainer, PageHeader } from '../../../components/layout/page';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { useCompanyAccess } from '../../../lib/company-access';
import { toast } from '../../../lib/toast-store';
import { useCreateCompany } from '../api';
import { CompanyProfileForm } from '../components/company-profile-form';
import { CompanyLoadError, CompanyLoading } from '../components/company-loading';

/**
 * /funds/create-profile, the target of the company dashboard's 'Create Company Profile' (spec §2): the creator
 * becomes the owner; the company is verified at once when their e-mail is at the website's domain.
 */
export function CreateCompanyPage() {
  const { loading, company, error, refetch } = useCompanyAccess();
  const create = useCreateCompany();
  const navigate = useNavigate();

  if (loading) return <CompanyLoading />;
  if (error) return <CompanyLoadError onRetry={refetch} />;
  // The form would only answer "you already belong to a company": say so before anything is typed.
  if (company && !create.isSuccess) {
    return (
      <PageContainer className="flex max-w-2xl flex-col items-center text-center">
        <h1 className="text-3xl font-bold tracking-tight">You already act for {company.name}</h1>
        <p className="mt-3 text-muted">
          An account belongs to one company at a time. To create another, leave {company.name} first (or, as its owner,
          hand ownership to a colleague) in the company settings.
        </p>
        <Link to={ROUTES.companyDashboard} className={buttonVariants({ className: 'mt-8' })}>
          Go to the company dashboard
        </Link>
      </PageContainer>
    );
  }

  async function save(input: Parameters<typeof create.mutateAsync>[0]) {
    const { company: created } = await create.mutateAsync(input);
    toast(
      created.verification.state === 'verified'
        ? { title: 'Company created', description: `${created.name} is verified: your e-mail is at its domain.` }
        : {
            title: 'Company created',
            description: `${created.name} is waiting for verification. You can complete its profile meanwhile.`,
          },
    );
    navigate(ROUTES.companyDashboard);
    return created;
  }

  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        title="Create Company Profile"
        lead="Tell quants who you are. You become the company's owner and can invite your recruiters afterwards."
      />
      <Card className="mt-10">
        <CardContent className="p-6">
          <CompanyProfileForm
            submitLabel="Create Company Profile"
            busyLabel="Creating..."
            failureTitle="Could not create the company"
            onSave={save}
          />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
