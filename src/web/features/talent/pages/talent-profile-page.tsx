import { ArrowLeft, LoaderCircle, UserX } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { TALENT_MESSAGES } from '../../../../shared/talent';
import { ROUTES } from '../../../../shared/routes';
import { LoadError } from '../../../components/layout/load-error';
import { PageContainer } from '../../../components/layout/page';
import { ApiError } from '../../../lib/api-client';
import { useTalentProfile } from '../api';
import { TalentProfileView } from '../components/talent-profile-view';
import { isDirectoryState } from '../talent-facts';

/**
 * /funds/view-talent/:id: one quant's full profile, for members of verified companies (the firm guard); the server
 * records the view in the quant's "who viewed my profile". A hidden, blocked or unknown profile is spec-worded as
 * not available, never told apart. The back link returns to the directory with the filters it was opened from.
 */
export function TalentProfilePage() {
  const { id = '' } = useParams();
  const { state } = useLocation();
  const back = `${ROUTES.viewTalent}${isDirectoryState(state) ? state.directorySearch : ''}`;
  const profile = useTalentProfile(id);

  return (
    <PageContainer className="max-w-6xl space-y-8">
      <Link
        to={back}
        className="inline-flex items-center gap-2 text-sm text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> Back to the talent directory
      </Link>
      {profile.isPending ? (
        <p role="status" className="flex items-center justify-center gap-3 py-16 text-muted">
          <LoaderCircle aria-hidden className="size-6 animate-spin text-primary" /> Loading profile...
        </p>
      ) : profile.isError ? (
        profile.error instanceof ApiError && profile.error.status === 404 ? (
          <div className="flex flex-col items-center gap-3 py-16 text-center">
            <UserX aria-hidden className="size-10 text-muted" />
            <h1 className="text-2xl font-bold tracking-tight">{TALENT_MESSAGES.notFound}</h1>
            <p className="max-w-md text-muted">
              The quant may have made their profile private. Other visible quants are in the directory.
            </p>
          </div>
        ) : (
          <>
            <h1 className="text-3xl font-bold tracking-tight">Talent Profile</h1>
            <LoadError message={TALENT_MESSAGES.loadError} onRetry={() => void profile.refetch()} />
          </>
        )
      ) : (
        <TalentProfileView profile={profile.data} />
      )}
    </PageContainer>
  );
}
