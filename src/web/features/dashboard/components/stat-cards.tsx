import { Briefcase, CalendarDays, Eye, EyeOff, GraduationCap } from 'lucide-react';
import type * as React from 'react';
import type { QuantProfileView } from '../../../../shared/contracts/quant-profile';
import { Card, CardContent } from '../../../components/ui/card';
import { experienceYearsText } from '../../../../shared/experience';

const UPDATED = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function StatCard({ icon, label, value }: { icon: React.ReactNode; label: string; value: string }) {
  return (
    <Card>
      <CardContent className="flex items-start gap-4 p-5">
        <span aria-hidden className="rounded-lg bg-primary/10 p-2 text-primary [&_svg]:size-5">
          {icon}
        </span>
        <div className="min-w-0">
          <p className="text-sm text-muted">{label}</p>
          <p className="truncate text-lg font-semibold" title={value}>
            {value}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

/** Spec §2: Profile Status, Experience, Education (first school or 'Not specified'), Last Updated. */
export function StatCards({ profile }: { profile: QuantProfileView }) {
  const school = profile.education.find((e) => e.school.trim())?.school.trim();
  return (
    <ul aria-label="Profile summary" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <li>
        <StatCard
          icon={profile.isVisible ? <Eye /> : <EyeOff />}
          label="Profile Status"
          value={profile.isVisible ? 'Visible' : 'Private'}
        />
      </li>
      <li>
        <StatCard icon={<Briefcase />} label="Experience" value={experienceYearsText(profile.experienceYears)} />
      </li>
      <li>
        <StatCard icon={<GraduationCap />} label="Education" value={school ?? 'Not specified'} />
      </li>
      <li>
        <StatCard
          icon={<CalendarDays />}
          label="Last Updated"
          value={profile.updatedAt ? UPDATED.format(new Date(profile.updatedAt)) : 'Never'}
        />
      </li>
    </ul>
  );
}
