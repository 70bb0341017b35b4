import { Lock, Star, Zap } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';

/** The posting options a visitor sees on a listing: Featured, Urgent, and whether an NDA guards the description. */
export function ProjectBadges({ featured, urgent, nda }: { featured: boolean; urgent: boolean; nda: boolean }) {
  if (!featured && !urgent && !nda) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {featured && (
        <Badge variant="accent" className="gap-1">
          <Star aria-hidden className="size-3" /> Featured
        </Badge>
      )}
      {urgent && (
        <Badge variant="warning" className="gap-1">
          <Zap aria-hidden className="size-3" /> Urgent
        </Badge>
      )}
      {nda && (
        <Badge variant="outline" className="gap-1">
          <Lock aria-hidden className="size-3" /> NDA
        </Badge>
      )}
    </div>
  );
}
