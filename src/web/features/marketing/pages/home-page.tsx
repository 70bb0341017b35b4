import { ArrowRight, Brain, Building2, ChartColumn, GraduationCap, Sparkles, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '../../../../shared/routes';
import { PageContainer, PageHeader } from '../../../components/layout/page';
import { Badge } from '../../../components/ui/badge';
import { buttonVariants } from '../../../components/ui/button';
import { LeapMarketTiles } from '../components/leap-market-tiles';
import { FeatureGrid, type Feature } from '../components/feature-card';
import { Section } from '../components/section';
import { WaitlistCta } from '../components/waitlist-cta';

/** What a visitor can use today; the first two need an account, the rest are open to everyone. */
const AVAILABLE_NOW: Feature[] = [
  {
    icon: Brain,
    title: 'Interview Practice',
    description:
      'Work through quant interview questions in probability, statistics, algorithms, brainteasers and finance, then check your answer against a worked solution.',
    to: '/quants/interview-simulator',
    badge: 'Sign-in required',
  },
  {
    icon: GraduationCap,
    title: 'Internship Finder',
    description: 'Browse internships at quant firms and narrow them down by keyword, region, location and role.',
    to: '/quants/internship-finder',
    badge: 'Sign-in required',
  },
  {
    icon: ChartColumn,
    title: 'Compensation Data',
    description:
      'Anonymous base, bonus and stock figures for quant roles, filterable by role, level and region. Add your own numbers without an account.',
    to: '/compensation-insights',
  },
  {
    icon: Building2,
    title: 'Quant Firms List',
    description:
      'About 150 hedge funds, proprietary trading firms, market makers, asset managers and banks that hire quants, searchable by name and category.',
    to: '/quant-firms-list',
  },
  {
    icon: Trophy,
    title: 'Quant Competitions',
    description:
      'Trading, data science and research competitions that can get you noticed, with timing, sponsors and perks, filterable by category.',
    to: '/quant-competitions',
  },
];

/** The home page. Prerendered at build time: keep it free of time, randomness and browser globals during render. */
export function HomePage() {
  return (
    <>
      <div className="border-b border-border bg-surface">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-center gap-2 px-4 py-3 text-center text-sm sm:flex-row sm:gap-3 sm:px-6">
          <Badge variant="accent">Beta</Badge>
          <p className="text-muted">
            QuantLeap is in beta: everything on this page works today, and early feedback shapes what we build next.
          </p>
        </div>
      </div>

      <PageContainer>
        <PageHeader
          className="pt-4 md:pt-8"
          eyebrow="Careers and hiring for quantitative finance"
          title="A new standard in quant talent discovery and collaboration"
          lead="QuantLeap connects quantitative researchers, developers and traders with the funds that need them. Practise for interviews, find internships, benchmark your pay and take on project work; funds post projects and internships and match them to quants who chose to be seen."
        >
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            <Link to={ROUTES.signup} className={buttonVariants({ size: 'lg' })}>
              Create your account
              <ArrowRight aria-hidden />
            </Link>
            <Link to={ROUTES.leapMarket} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              Browse open projects
            </Link>
          </div>
          <p className="mt-6 text-sm text-muted">
            Hiring quants?{' '}
            <Link to={ROUTES.forFunds} className="font-medium text-primary underline-offset-4 hover:underline">
              See what QuantLeap offers funds
            </Link>
          </p>
        </PageHeader>

        <Section
          id="available-now"
          eyebrow="Available now"
          title="Start preparing today"
          lead="Tools for every stage of a quant job search, from your first interview to your next pay negotiation."
        >
          <FeatureGrid features={AVAILABLE_NOW} />
        </Section>

        <Section
          id="leap-market"
          eyebrow={
            <span className="inline-flex items-center gap-2">
              <Sparkles aria-hidden className="size-4" />
              Live now
            </span>
          }
          title="LeapMarket: where quants and funds work together"
          lead="A marketplace for project work, live internships and confidential matching, open to quants and verified funds."
        >
          <LeapMarketTiles />
          <p className="mt-8 text-center">
            <Link
              to={ROUTES.leapMarket}
              className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              See the open projects
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </p>
        </Section>

        <WaitlistCta
          title="Hear what we build next"
          description="Everything above is open today. Join the waitlist for news as new features arrive, or create an account and start now."
          secondary={{ to: ROUTES.signup, label: 'Create your account' }}
        />
      </PageContainer>
    </>
  );
}
