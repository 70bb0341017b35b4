import { useParams } from 'react-router';
import { PageContainer } from '../../../components/layout/page';
import { QueryView } from '../../../components/layout/query-view';
import { ApiError } from '../../../lib/api-client';
import { usePublicCompany } from '../api';
import { CompanyNotFound } from '../components/public/company-not-found';
import { CompanyPositions } from '../components/public/company-positions';
import { CompanyProfile } from '../components/public/company-profile';
import { CompanyResponses } from '../components/public/company-responses';

/**
 * A verified company's public page (/companies/:slug): its profile, its open internship positions and how it
 * answers applicants.
 */
export function PublicCompanyPage() {
  const slug = useParams().slug ?? '';
  const query = usePublicCompany(slug);
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  return (
    <PageContainer className="max-w-4xl">
      {notFound && <CompanyNotFound />}
      {/* The company's name is the page's heading; when it cannot be loaded, this heading still names the page. */}
      {query.isError && !notFound && <h1 className="mb-6 text-2xl font-semibold">Company page</h1>}
      {!notFound && (
        <QueryView query={query} loadingLabel="Loading the company">
          {({ company, positions, responses }) => (
            <>
              <CompanyProfile company={company} />
              <CompanyPositions companyName={company.name} positions={positions} />
              <CompanyResponses companyName={company.name} responses={responses} />
            </>
          )}
        </QueryView>
      )}
    </PageContainer>
  );
}
