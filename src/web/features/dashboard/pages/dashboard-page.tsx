import { BarChart3, Building2, MessageSquare, PencilLine, Store, UserRound } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import type { QuantProfileView } from '../../../../shared/contracts/quant-profile';
import { isPlaceholderProfile, withoutPlaceholders } from '../../../../shared/quant-profile-placeholders';
import { ROUTES } from '../../../../shared/routes';
import { LoadError } from '../../../components/layout/load-error';
import { PageContainer } from '../../../components/layout/page';
import { Badge } from '../../../components/ui/badge';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../../components/ui/tabs';
import { useCompanyAccess } from '../../../lib/company-access';
import { lazyPart, useLazyPart } from '../../../lib/lazy-part';
import { useAuth } from '../../../lib/session';
import { useProfile } from '../../profile/api';
import { useQuantProfile } from '../../quant-profile/api';
import { MyApplications } from '../components/my-applications';
import { OfferedInterviews } from '../components/offered-interviews';
import { PracticeProgress } from '../components/practice-progress';
import { StatCards } from '../components/stat-cards';
import { welcomeName } from '../components/welcome-name';

const QUICK_ACTIONS = [
  { to: '/profile', label: 'Edit your profile', icon: UserRound },
  { to: '/leap-market', label: 'Browse LeapMarket', icon: Store },
  { to: '/compensation-insights', label: 'Compensation insights', icon: BarChart3 },
] as const;

/** No quant profile, or only the placeholder the visibility switch creates: nothing a firm could use yet. */
function CompleteYourProfile({ visibleButEmpty }: { visibleButEmpty: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Complete Your Profile</CardTitle>
        <CardDescription>
          Add your education, skills and experience so hiring firms can find you when you choose to be visible.
        </CardDescription>
        {visibleButEmpty && (
          <p className="text-sm text-warning">
            Your profile is visible, but it holds no details yet: firms see nothing useful until you complete it.
          </p>
        )}
      </CardHeader>
      <CardContent>
        <Link to="/quants/create-profile" className={buttonVariants()}>
          Complete Your Profile
        </Link>
      </CardContent>
    </Card>
  );
}

/**
 * A firm member who opened the quant side without a quant profile (an old link, or the header's Dashboard pressed
 * before the app knew their company): their own dashboard is the company's.
 */
function CompanySideNote({ companyName }: { companyName: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Looking for {companyName}?</CardTitle>
        <CardDescription>
          This is the quant side of QuantLeap. Your company&apos;s projects, positions and applicants are on its
          dashboard.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Link to={ROUTES.companyDashboard} className={buttonVariants()}>
          <Building2 aria-hidden /> Open Company Dashboard
        </Link>
      </CardContent>
    </Card>
  );
}

/** One list of the Overview (education or experience): a line per entry, or a note when there is none. */
function HistoryCard({
  title,
  empty,
  items,
}: {
  title: string;
  empty: string;
  items: { heading: string; detail: string }[];
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-muted">{empty}</p>
        ) : (
          <ul className="space-y-3">
            {items.map((item, i) => (
              <li key={i}>
                <p className="font-medium">{item.heading}</p>
                {item.detail && <p className="text-sm text-muted">{item.detail}</p>}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function Overview({ profile }: { profile: QuantProfileView }) {
  const education = profile.education.filter((e) => e.school.trim() || e.degree.trim());
  const experience = profile.experienceData.filter((e) => e.jobTitle.trim() || e.company.trim());
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Skills</CardTitle>
        </CardHeader>
        <CardContent>
          {profile.skills.length === 0 ? (
            <p className="text-muted">No skills added yet.</p>
          ) : (
            <ul className="flex flex-wrap gap-2" aria-label="Skills">
              {profile.skills.map((skill) => (
                <li key={skill}>
                  <Badge>{skill}</Badge>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Quick actions</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-2">
          {QUICK_ACTIONS.map(({ to, label, icon: Icon }) => (
            <Link key={to} to={to} className={buttonVariants({ variant: 'outline', className: 'justify-start' })}>
              <Icon aria-hidden /> {label}
            </Link>
          ))}
        </CardContent>
      </Card>
      <HistoryCard
        title="Education"
        empty="No education added yet."
        items={education.map((e) => ({
          heading: e.school || 'School not given',
          detail: [
            [e.degree, e.field].filter(Boolean).join(', '),
            e.fromYear || e.toYear ? `${e.fromYear}–${e.toYear}` : '',
          ]
            .filter(Boolean)
            .join(' · '),
        }))}
      />
      <HistoryCard
        title="Experience"
        empty="No experience added yet."
        items={experience.map((e) => ({
          heading: [e.jobTitle || 'Role not given', e.company].filter(Boolean).join(' · '),
          detail: e.fromDate || e.toDate ? `${e.fromDate}–${e.toDate}` : '',
        }))}
      />
    </div>
  );
}

function Settings() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Settings</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <p>
          Whether hiring firms can see your profile is managed on{' '}
          <Link to="/profile" className="text-primary underline underline-offset-4">
            your profile page
          </Link>
          , with the &lsquo;Make profile visible to funds&rsquo; switch.
        </p>
        <p className="text-muted">
          Notifications: QuantLeap e-mails you only for sign-in links, password resets and changes to your
          account&apos;s security.
        </p>
      </CardContent>
    </Card>
  );
}

/**
 * Spec §2 "Quant dashboard", with My applications and interview-practice progress (issue 4), and above them the
 * interviews firms offered, when there are any.
 */
/**
 * The "Your proposals" card, its code fetched once the dashboard knows the user has a quant profile. LeapMarket's
 * api.ts, which holds the part, is fetched then too: the dashboard's first paint needs none of its calls.
 */
const myProposalsCardPart = lazyPart(() =>
  import('../../leap-market/api').then((leapMarket) => leapMarket.myProposalsCardPart.load()),
);

function YourProposals() {
  const [MyProposalsCard, load] = useLazyPart(myProposalsCardPart);
  useEffect(load, [load]);
  return MyProposalsCard ? <MyProposalsCard className="lg:col-span-2" /> : null;
}

export function DashboardPage() {
  const { user } = useAuth();
  const profile = useProfile();
  const quantProfile = useQuantProfile();
  const { company } = useCompanyAccess();
  const headingId = useId();

  if (profile.isPending || quantProfile.isPending) {
    return (
      <PageContainer className="flex justify-center">
        <Spinner label="Loading your dashboard" />
      </PageContainer>
    );
  }

  const name = welcomeName(profile.data?.fullName ?? user?.name, user?.email);
  // The stat cards and lists show the quant's own data only; a placeholder profile has none, so it is incomplete.
  const own = quantProfile.data?.exists ? withoutPlaceholders(quantProfile.data) : undefined;
  const complete = !!own && !isPlaceholderProfile(own);
  return (
    <PageContainer className="space-y-8">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Welcome, {name}</h1>
          <p className="mt-2 text-muted">Your quant profile, applications and practice at a glance.</p>
        </div>
        <nav aria-label="Dashboard shortcuts" className="flex flex-wrap gap-2">
          <Link to="/profile" className={buttonVariants({ variant: 'outline' })}>
            <UserRound aria-hidden /> Profile
          </Link>
          <Link to="/quants/create-profile" className={buttonVariants({ variant: 'outline' })}>
            <PencilLine aria-hidden /> {complete ? 'Edit quant profile' : 'Create quant profile'}
          </Link>
          <Link to="/messages" className={buttonVariants({ variant: 'outline' })}>
            <MessageSquare aria-hidden /> Messages
          </Link>
        </nav>
      </div>

      {/* Section headings keep the outline h1 → h2 → h3 (the cards' titles are h3). */}
      <section aria-labelledby={`${headingId}-profile`} className="space-y-8">
        <h2 id={`${headingId}-profile`} className="sr-only">
          Your quant profile
        </h2>
        {company && !quantProfile.data?.exists && <CompanySideNote companyName={company.name} />}
        {quantProfile.isError ? (
          <LoadError message={quantProfile.error.message} onRetry={() => void quantProfile.refetch()} />
        ) : !own || !complete ? (
          <CompleteYourProfile visibleButEmpty={!!own && own.isVisible} />
        ) : (
          <>
            <StatCards profile={own} />
            <TabsRoot defaultValue="overview">
              <TabsList aria-label="Dashboard sections">
                <TabsTrigger value="overview">Overview</TabsTrigger>
                <TabsTrigger value="settings">Settings</TabsTrigger>
              </TabsList>
              <TabsContent value="overview">
                <Overview profile={own} />
              </TabsContent>
              <TabsContent value="settings">
                <Settings />
              </TabsContent>
            </TabsRoot>
          </>
        )}
      </section>

      <section aria-labelledby={`${headingId}-activity`} className="grid gap-6 lg:grid-cols-2">
        <h2 id={`${headingId}-activity`} className="sr-only">
          Applications, practice and proposals
        </h2>
        <OfferedInterviews className="lg:col-span-2" />
        <MyApplications />
        <PracticeProgress />
        {/* Proposing needs a quant profile (the API answers 403 without one), so the card waits for it. */}
        {quantProfile.data?.exists && <YourProposals />}
      </section>
    </PageContainer>
  );
}
