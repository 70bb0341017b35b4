import {
  ArrowRight,
  Brain,
  BriefcaseBusiness,
  ChartColumn,
  Eye,
  GraduationCap,
  Hammer,
  Target,
  UserRound,
} from 'lucide-react';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '../../../components/layout/page';
import { buttonVariants } from '../../../components/ui/button';
import { FeatureGrid, type Feature } from '../components/feature-card';
import { Section } from '../components/section';
import { WaitlistCta } from '../components/waitlist-cta';

const CREATE_PROFILE_PATH = '/quants/create-profile';

const OFFERINGS: Feature[] = [
  {
    icon: BriefcaseBusiness,
    title: 'Browse Projects',
    description:
      'Research, modelling and engineering projects posted by funds, on LeapMarket. A way to build a track record on real problems.',
    to: '/leap-market',
  },
  {
    icon: GraduationCap,
    title: 'Find Internships',
    description: 'Search internships at quant firms and filter by region, location and role to find the ones that fit.',
    to: '/quants/internship-finder',
  },
  {
    icon: Brain,
    title: 'Interview Practice',
    description:
      'Sharpen up on probability, statistics, algorithms, brainteasers and finance questions, each with a worked solution.',
    to: '/quants/interview-simulator',
  },
  {
    icon: UserRound,
    title: 'Build Your Profile',
    description:
      'Set out your skills, education, experience and project preferences in a profile made for quantitative roles.',
    to: CREATE_PROFILE_PATH,
  },
];

const REASONS: Feature[] = [
  {
    icon: Hammer,
    title: 'Show, do not just tell',
    description:
      'Your skills and your work carry the weight here, not the name of your university or your last employer.',
  },
  {
    icon: Eye,
    title: 'You control visibility',
    description:
      'Funds see your profile only while you have visibility switched on, and you can turn it off again at any time.',
  },
  {
    icon: Target,
    title: 'Built only for quants',
    description:
      'Every internship, question and project is about quantitative finance, so you spend less time filtering out the rest.',
  },
  {
    icon: ChartColumn,
    title: 'Know your worth',
    description: 'Anonymous compensation data by role, level and region helps you judge an offer before you negotiate.',
  },
];

export function QuantsOverviewPage() {
  return (
    <PageContainer>
      <PageHeader
        eyebrow="For quants: overview"
        title="Your next step in quantitative finance starts here"
        lead="Whether you are a student looking for a first internship, a freelancer looking for projects or an experienced quant weighing your next move, QuantLeap puts the tools in one place."
      >
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Link to={CREATE_PROFILE_PATH} className={buttonVariants({ size: 'lg' })}>
            Create Your Profile
            <ArrowRight aria-hidden />
          </Link>
          <Link to="/quants/interview-simulator" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            Practise interviews
          </Link>
        </div>
      </PageHeader>

      <Section id="offerings" title="What you can do" lead="Four ways to use QuantLeap, all open today.">
        <FeatureGrid features={OFFERINGS} columns={2} />
      </Section>

      <Section
        id="why-join"
        title="Why Join"
        lead="A career platform designed around how quants actually work and get hired."
      >
        <FeatureGrid features={REASONS} columns={4} />
      </Section>

      <WaitlistCta
        id="create-profile"
        title="Put your skills in front of the right funds"
        description="Create your profile in a few steps, and decide for yourself whether funds can see it."
        primary={{ to: CREATE_PROFILE_PATH, label: 'Create Your Profile' }}
        secondary={{ to: '/compensation-insights', label: 'Explore compensation data' }}
      />
    </PageContainer>
  );
}
