import { ArrowRight, Brain, Building2, ChartColumn, GraduationCap, Sparkles, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { WAITLIST_PATH } from '../../../components/layout/nav-links';
import { PageContainer, PageHeader } from '../../../components/layout/page';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ComingSoonTiles } from '../components/coming-soon-tiles';
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
            QuantLeap is in beta. Some features are still being built, and early feedback shapes what we build next.
          </p>
        </div>
      </div>

      <PageContainer>
        <PageHeader
          className="pt-4 md:pt-8"
          eyebrow="Careers and hiring for quantitative finance"
          title="A new standard in quant talent discovery and collaboration"
          lead="QuantLeap connects quantitative researchers, developers and traders with the funds that need them. Practise for interviews, find internships and benchmark your pay today; project work and confidential matching are on the way."
        >
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            <Button asChild size="lg">
              <Link to={WAITLIST_PATH}>
                Join Waitlist
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/for-quants/overview">Explore for quants</Link>
            </Button>
          </div>
          <p className="mt-6 text-sm text-muted">
            Hiring quants?{' '}
            <Link to="/for-funds" className="font-medium text-primary underline-offset-4 hover:underline">
              See what we are building for funds
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
          id="coming-soon"
          eyebrow={
            <span className="inline-flex items-center gap-2">
              <Sparkles aria-hidden className="size-4" />
              Coming soon
            </span>
          }
          title="LeapMarket: where quants and funds work together"
          lead="A marketplace for project work, live internships and confidential matching. Join the waitlist to hear as each part opens."
        >
          <ComingSoonTiles />
          <p className="mt-8 text-center">
            <Link
              to="/leap-market"
              className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              Learn more about LeapMarket
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </p>
        </Section>

        <WaitlistCta
          title="Be first in line"
          description="Join the waitlist and we will let you know as new features open, starting with project opportunities and confidential matching."
          secondary={{ to: '/about', label: 'About QuantLeap' }}
        />
      </PageContainer>
    </>
  );
}
