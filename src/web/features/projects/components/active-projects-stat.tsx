import { FolderKanban } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useOwnProjects } from '../api';

/**
 * The dashboard's Active Projects stat card: the company's published, open projects as the server counts them,
 * linking to the Projects tab that lists them. While loading or after an error it shows no number at all.
 */
export function ActiveProjectsStat({ to }: { to: string }) {
  const query = useOwnProjects();
  return (
    <Card className="transition-colors focus-within:border-primary hover:border-primary/60">
      <Link to={to} className="flex items-center justify-between gap-4 p-5 focus-visible:outline-none">
        <span className="space-y-1">
          <span className="block text-sm text-muted">Active Projects</span>
          <span className="block text-3xl font-bold">
            {query.isSuccess ? (
              query.data.activeCount
            ) : query.isError ? (
              '–'
            ) : (
              <Spinner label="Loading Active Projects" />
            )}
          </span>
          {query.isError && <span className="block text-xs text-muted">Could not count them just now.</span>}
        </span>
        <FolderKanban aria-hidden className="size-8 text-primary" />
      </Link>
    </Card>
  );
}
