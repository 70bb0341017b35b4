import { Link } from 'react-router';
import type { TalentCard as Talent } from '../../../../shared/contracts/talent';
import { AvailabilityBadge } from '../../../components/availability-badge';
import { Badge } from '../../../components/ui/badge';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { talentProfilePath } from '../api';
import type { DirectoryState } from '../talent-facts';
import { ContactLink } from './contact-link';
import { TalentFacts } from './talent-facts';

/**
 * One quant of the directory (spec §2): name, title, location, experience, education, bio, skills, hourly rate
 * range, the availability badge, View Profile and Contact.
 */
export function TalentCard({ profile, directorySearch }: { profile: Talent; directorySearch: string }) {
  const state: DirectoryState = { directorySearch };
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <CardTitle className="break-words">{profile.fullName}</CardTitle>
            {profile.title && <p className="mt-1 font-medium break-words text-primary">{profile.title}</p>}
          </div>
          <AvailabilityBadge availability={profile.availability} />
        </div>
      </CardHeader>
      <CardContent className="flex-1 space-y-3 text-sm">
        <TalentFacts profile={profile} className="space-y-1.5 text-muted" />
        {profile.bio && <p className="line-clamp-3 break-words text-foreground/90">{profile.bio}</p>}
        {profile.skills.length > 0 && (
          <ul aria-label={`Skills of ${profile.fullName}`} className="flex flex-wrap gap-1.5">
            {profile.skills.map((skill) => (
              <li key={skill}>
                <Badge variant="outline" className="break-all">
                  {skill}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Link
          to={talentProfilePath(profile.id)}
          state={state}
          className={buttonVariants({ variant: 'outline', className: 'flex-1' })}
        >
          View Profile<span className="sr-only"> of {profile.fullName}</span>
        </Link>
        <ContactLink profileId={profile.id} name={profile.fullName} className="flex-1" />
      </CardFooter>
    </Card>
  );
}
