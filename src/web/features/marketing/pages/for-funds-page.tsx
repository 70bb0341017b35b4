import {
  ArrowRight,
  EyeOff,
  FilePlus2,
  GraduationCap,
  Info,
  LayoutDashboard,
  Quote,
  Sparkles,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '../../../../shared/routes';
import { PageContainer, PageHeader } from '../../../components/layout/page';
import { Badge } from '../../../components/ui/badge';
import { buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FeatureGrid, type Feature } from '../components/feature-card';
import { Section } from '../components/section';
import { WaitlistCta } from '../components/waitlist-cta';

const FEATURES: Feature[] = [
  {
    icon: FilePlus2,
    title: 'Post a Project',
    description:
      'Describe a research, modelling or engineering problem, set a timeline and budget, and list the skills a candidate needs.',
    to: '/funds/post-project',
  },
  {
    icon: Users,
    title: 'View Talent Pool',
    description:
      'Browse quants who have chosen to be visible to hiring firms, and filter by skills, experience, education and availability.',
    to: '/funds/view-talent',
  },
  {
    icon: GraduationCap,
    title: 'Internship Board',
    description:
      'Publish internship positions, review applications in one list and see which universities your applicants come from.',
    to: '/funds/internship-board',
  },
  {
    icon: LayoutDashboard,
    title: 'Company Dashboard',
    description: 'Keep your active projects, talent pipeline and company profile together in one place.',
    to: '/funds/company-dashboard',
  },
  {
    icon: Sparkles,
    title: 'Talent Match Tool',
    description:
      'Start from a project or a role description and get a shortlist of candidates ranked by how well their skills fit, with the reasons shown.',
    to: '/funds/talent-match',
  },
  {
    icon: EyeOff,
    title: 'Confidential Search',
    description:
      'Search and shortlist without announcing that you are hiring. Your firm is named to a candidate only when you choose to reach out.',
    to: '/funds/view-talent',
  },
];

const STEPS = [
  {
    title: 'Create your company profile',
    description: 'Tell quants who you are, what your teams work on and how you like to collaborate.',
  },
  {
    title: 'Post a project or position',
    description: 'Scope a project with a timeline and budget, or open an internship position on the board.',
  },
  {
    title: 'Review matched talent',
    description: 'Browse visible profiles yourself, or let the talent match tool put a shortlist in front of you.',
  },
  {
    title: 'Engage and collaborate',
    description: 'Reach out, interview and work together, starting with a project before you commit to a hire.',
  },
];

/** Static, illustrative quotes (spec §2 "Funds landing page"): attributed by role only, never to a person or firm. */
const TESTIMONIALS = [
  {
    quote:
      'Seeing how someone approaches a scoped research problem tells us far more than another round of brainteasers. That is the signal we actually want.',
    role: 'Head of Quant Research, multi-strategy hedge fund',
  },
  {
    quote:
      'A short paid project is the right way to test a working relationship before either side commits to a full-time role.',
    role: 'Portfolio Manager, systematic macro fund',
  },
  {
    quote:
      'Confidentiality matters to us. Being able to search without telling the market we are building a team is the part we care about most.',
    role: 'Talent Partner, proprietary trading firm',
  },
  {
    quote:
      'Our best interns have not always come from the usual target universities. An internship board that reaches further widens our pipeline.',
    role: 'Quant Recruiting Lead, electronic market maker',
  },
];

export function ForFundsPage() {
  return (
    <PageContainer>
      <PageHeader
        eyebrow="For funds"
        title="Find quant talent through real work"
        lead="QuantLeap gives hedge funds, trading firms and asset managers a direct line to quants who want to be found: post projects and internships, browse opted-in talent and match on skills rather than keywords."
      >
        <div className="mt-6 flex flex-col items-center justify-center gap-2 text-sm sm:flex-row">
          <Badge variant="success">Open now</Badge>
          <p className="text-muted">
            Create your company profile; confirm it with a work e-mail at your firm&apos;s domain to see talent.
          </p>
        </div>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Link to={ROUTES.createCompanyProfile} className={buttonVariants({ size: 'lg' })}>
            Create a company profile
            <ArrowRight aria-hidden />
          </Link>
          <Link to="/contact" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            Contact us
          </Link>
        </div>
        <p className="mt-6 text-sm text-muted">
          Short on time?{' '}
          <Link to="/for-funds/overview" className="font-medium text-primary underline-offset-4 hover:underline">
            Read the overview for funds
          </Link>
        </p>
      </PageHeader>

      <Section
        id="features"
        title="Everything you need to hire quants"
        lead="From a single scoped project to a full internship programme, in one place."
      >
        <FeatureGrid features={FEATURES} />
      </Section>

      <Section id="how-it-works" title="How it works" lead="Four steps from first post to first collaboration.">
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title}>
              <Card className="h-full p-6">
                <span
                  aria-hidden
                  className="flex size-10 items-center justify-center rounded-full border border-primary/40 bg-primary/10 text-base font-semibold text-primary"
                >
                  {index + 1}
                </span>
                <h3 className="mt-5 text-lg leading-tight font-semibold">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-sm leading-6 text-muted">{step.description}</p>
              </Card>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="feedback"
        title="What hiring teams tell us"
        lead="The problems we hear about most from people who hire quants."
      >
        <p className="mb-6 flex items-center justify-center gap-2 text-center text-sm text-muted">
          <Info aria-hidden className="size-4 shrink-0" />
          Illustrative feedback from our beta conversations; names withheld.
        </p>
        <ul role="list" className="grid gap-6 md:grid-cols-2">
          {TESTIMONIALS.map((item) => (
            <li key={item.role}>
              <Card className="h-full p-6 md:p-8">
                <figure className="flex h-full flex-col">
                  <Quote aria-hidden className="size-6 text-primary" />
                  <blockquote className="mt-4 flex-1 text-base leading-7 text-foreground">
                    <p>{item.quote}</p>
                  </blockquote>
                  <figcaption className="mt-6 border-t border-border pt-4 text-sm text-muted">{item.role}</figcaption>
                </figure>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <WaitlistCta
        title="Ready to hire on evidence?"
        description="Create your company profile and post your first project, or get in touch to tell us what your team needs."
        primary={{ to: ROUTES.createCompanyProfile, label: 'Create a company profile' }}
        secondary={{ to: '/contact', label: 'Contact us' }}
      />
    </PageContainer>
  );
}
