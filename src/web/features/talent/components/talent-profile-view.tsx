import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TalentProfile } from '../../../../shared/contracts/talent';
import { AvailabilityBadge } from '../../../components/availability-badge';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { formatDayOf } from '../../../lib/format-date';
import { InviteToProjectButton } from '../../projects/api';
import { availableFromText, rateText } from '../talent-facts';
import { ContactLink } from './contact-link';
import { TalentFacts } from './talent-facts';

/** Only web addresses become links: whatever else a profile holds is not followed. */
const isWebAddress = (url: string | null): url is string => url !== null && /^https?:\/\//i.test(url);

/**
 * A quant's full profile as a verified firm sees it (spec §3 "Talent profile"): every field of the card, the bio in
 * full, experience and education entries, skills, links and work preferences, Contact to write to them, and Invite
 * to project to invite them to one of the company's open projects.
 */
export function TalentProfileView({ profile }: { profile: TalentProfile }) {
  const from = availableFromText(profile.availableFrom);
  const links = [
    { label: 'LinkedIn', url: profile.linkedinUrl },
    { label: 'GitHub', url: profile.githubUrl },
  ].filter((link): link is { label: string; url: string } => isWebAddress(link.url));

  return (
    <div className="space-y-8">
      <header className="space-y-4">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight break-words md:text-4xl">{profile.fullName}</h1>
          <AvailabilityBadge availability={profile.availability} />
        </div>
        {profile.title && <p className="text-lg font-medium break-words text-primary">{profile.title}</p>}
        <TalentFacts
          profile={profile}
          className="flex flex-col gap-2 text-sm text-muted sm:flex-row sm:flex-wrap sm:gap-x-6"
        />
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <ContactLink profileId={profile.id} name={profile.fullName} className="w-full sm:w-auto" />
          <InviteToProjectButton profileId={profile.id} name={profile.fullName} className="w-full sm:w-auto" />
        </div>
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <Section title="About">
            {profile.bio ? (
              <p className="break-words whitespace-pre-line">{profile.bio}</p>
            ) : (
              <p className="text-muted">No bio yet.</p>
            )}
          </Section>
          <Section title="Experience">
            {profile.experienceEntries.length === 0 ? (
              <p className="text-muted">No experience listed.</p>
            ) : (
              <ul className="space-y-5">
                {profile.experienceEntries.map((entry, index) => (
                  <li key={index} className="space-y-1">
                    <p className="font-medium break-words">
                      {[entry.jobTitle, entry.company].filter(Boolean).join(' · ')}
                    </p>
                    {(entry.fromDate || entry.toDate) && (
                      <p className="text-sm text-muted">{[entry.fromDate, entry.toDate].filter(Boolean).join(' – ')}</p>
                    )}
                    {entry.description && (
                      <p className="text-sm break-words whitespace-pre-line">{entry.description}</p>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section title="Education">
            {profile.educationEntries.length === 0 ? (
              <p className="text-muted">No education listed.</p>
            ) : (
              <ul className="space-y-5">
                {profile.educationEntries.map((entry, index) => (
                  <li key={index} className="space-y-1">
                    <p className="font-medium break-words">{entry.school}</p>
                    {(entry.degree || entry.field) && (
                      <p className="text-sm break-words">{[entry.degree, entry.field].filter(Boolean).join(', ')}</p>
                    )}
                    {(entry.fromYear || entry.toYear) && (
                      <p className="text-sm text-muted">{[entry.fromYear, entry.toYear].filter(Boolean).join(' – ')}</p>
                    )}
                    {entry.description && (
                      <p className="text-sm break-words whitespace-pre-line">{entry.description}</p>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </div>

        <div className="min-w-0 space-y-6">
          <Section title="Availability">
            <dl className="space-y-3 text-sm">
              <Fact term="Availability">
                <AvailabilityBadge availability={profile.availability} />
              </Fact>
              {from && <Fact term="Start">{from}</Fact>}
              <Fact term="Hourly rate">{rateText(profile.hourlyRateMin, profile.hourlyRateMax)}</Fact>
            </dl>
          </Section>
          <Section title="Skills">
            {profile.skills.length === 0 ? (
              <p className="text-muted">No skills listed.</p>
            ) : (
              <ul aria-label="Skills" className="flex flex-wrap gap-1.5">
                {profile.skills.map((skill) => (
                  <li key={skill}>
                    <Badge variant="outline" className="break-all">
                      {skill}
                    </Badge>
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section title="Work preferences">
            <dl className="space-y-3 text-sm">
              <Fact term="Remote work">{profile.preferences.remote ? 'Open to it' : 'Not looking for it'}</Fact>
              <Fact term="Full-time roles">
                {profile.preferences.fullTime ? 'Open to them' : 'Not looking for them'}
              </Fact>
              <Fact term="Contract projects">
                {profile.preferences.contract ? 'Open to them' : 'Not looking for them'}
              </Fact>
            </dl>
          </Section>
          <Section title="Links">
            {links.length === 0 ? (
              <p className="text-muted">No links given.</p>
            ) : (
              <ul className="space-y-2 text-sm">
                {links.map((link) => (
                  <li key={link.label}>
                    <a
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-1.5 text-primary underline underline-offset-4"
                    >
                      {link.label}
                      <ExternalLink aria-hidden className="size-3.5" />
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <p className="text-xs text-muted">Profile updated {formatDayOf(profile.updatedAt)}</p>
        </div>
      </div>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{title}</h2>
      </CardHeader>
      <CardContent className="text-sm">{children}</CardContent>
    </Card>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <dt className="text-muted">{term}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}
