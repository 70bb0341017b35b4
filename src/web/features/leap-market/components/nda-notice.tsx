import { Lock } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { ROUTES } from '../../../../shared/routes';
import { Button, buttonVariants } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { useAcceptNda } from '../api';

/**
 * An NDA project's confidentiality notice, in place of its description. A signed-in visitor accepts it to read
 * the description; a visitor without a session is asked to sign in first and comes back here afterwards.
 */
export function NdaNotice({ projectId, signedIn }: { projectId: string; signedIn: boolean }) {
  const location = useLocation();
  const accept = useAcceptNda(projectId);
  return (
    <section
      aria-labelledby="nda-notice"
      className="space-y-3 rounded-[var(--radius-card)] border border-warning/40 bg-warning/5 p-5"
    >
      <h2 id="nda-notice" className="flex items-center gap-2 text-lg font-semibold">
        <Lock aria-hidden className="size-5 text-warning" /> Confidential project
      </h2>
      <p className="text-sm">
        The firm shares the full description only with quants who accept its confidentiality notice: you agree to keep
        what it describes to yourself and to use it only to decide whether to take on this project.
      </p>
      {signedIn ? (
        <>
          <Button type="button" onClick={() => accept.mutate()} disabled={accept.isPending}>
            {accept.isPending ? 'Accepting…' : 'Accept and read the full description'}
          </Button>
          <FormAlert tone="error">{accept.error?.message}</FormAlert>
        </>
      ) : (
        <p className="text-sm">
          <Link to={ROUTES.login} state={{ from: location }} className={buttonVariants({ className: 'mr-3' })}>
            Sign in to read the full description
          </Link>
          You come back to this project once you are signed in.
        </p>
      )}
    </section>
  );
}
