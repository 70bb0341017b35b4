import {
  ArrowRight,
  BadgeCheck,
  FilePlus2,
  GraduationCap,
  Handshake,
  LayoutDashboard,
  ShieldCheck,
  Target,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '../../../components/layout/page';
import { buttonVariants } from '../../../components/ui/button';
import { FeatureGrid, type Feature } from '../components/feature-card';
import { Section } from '../components/section';
import { WaitlistCta } from '../components/waitlist-cta';

const POST_PROJECT_PATH = '/funds/post-project';

const OFFERINGS: Feature[] = [
  {
    icon: FilePlus2,
    title: 'Post Projects',
    description:
      'Scope a research, modelling or engineering problem with a timeline, budget and the skills it needs, and let quants come to you.',
    to: POST_PROJECT_PATH,
  },
  {
    icon: Users,
    title: 'Access Talent Pool',
    description:
      'Browse profiles of quants who have opted in to being seen by hiring firms, with their skills, experience, education and availability.',
    to: '/funds/view-talent',
  },
  {
    icon: GraduationCap,
    title: 'Internship Board',
    description:
      'Open internship positions, review and shortlist applications, and follow your university pipeline over time.',
    to: '/funds/internship-board',
  },
  {
    icon: LayoutDashboard,
    title: 'Company Dashboard',
    description: 'One view of your projects, your talent pipeline and the company profile candidates see.',
    to: '/funds/company-dashboard',
  },
];

const REASONS: Feature[] = [
  {
    icon: Target,
    title: 'Specialist by design',
    description:
      'QuantLeap is built only for quantitative finance, so every profile, project and internship is relevant to the work you do.',
  },
  {
    icon: BadgeCheck,
    title: 'Evidence over CVs',
    description:
      'Judge candidates on scoped, real work rather than keyword matches, and see how they think before you commit to a hire.',
  },
  {
    icon: Handshake,
    title: 'Flexible engagement',
    description:
      'Start with a single project, run an internship programme or hire full time. Choose the arrangement that fits the problem.',
  },
  {
    icon: ShieldCheck,
    title: 'Opt-in and confidential',
    description:
      'You only ever see quants who chose to be visible to hiring firms, and a quant learns your firm’s name only when you write to them.',
  },
];

export function FundsOverviewPage() {
  return (
    <PageContainer>
      <PageHeader
        eyebrow="For funds: overview"
        title="Hire and collaborate with quants, on your terms"
        lead="Post projects, reach opted-in talent and run your internship programme from one place built for quantitative finance."
      >
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Link to={POST_PROJECT_PATH} className={buttonVariants({ size: 'lg' })}>
            Post a Project
            <ArrowRight aria-hidden />
          </Link>
          <Link to="/for-funds" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            See all features
          </Link>
        </div>
      </PageHeader>

      <Section
        id="offerings"
        title="What you can do"
        lead="Four tools for finding and working with quantitative talent."
      >
        <FeatureGrid features={OFFERINGS} columns={2} />
      </Section>

      <Section
        id="why-partner"
        title="Why Partner With Us"
        lead="Hiring quants is hard. We want to make it faster, fairer and more precise for both sides."
      >
        <FeatureGrid features={REASONS} columns={4} />
      </Section>

      <WaitlistCta
        id="post-project"
        title="Have a problem worth solving?"
        description="Describe it in a project post and put it in front of quants with the skills to take it on."
        primary={{ to: POST_PROJECT_PATH, label: 'Post a Project' }}
        secondary={{ to: '/contact', label: 'Contact us' }}
      />
    </PageContainer>
  );
}
