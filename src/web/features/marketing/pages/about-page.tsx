import { ArrowRight, Building2, Radio, Scale, UserRound, Wrench, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '../../../components/layout/page';
import { Card } from '../../../components/ui/card';
import { FeatureGrid, type Feature } from '../components/feature-card';
import { Section } from '../components/section';
import { WaitlistCta } from '../components/waitlist-cta';

const VALUES: Feature[] = [
  {
    icon: Scale,
    title: 'Merit based',
    description:
      'What you can do should matter more than where you studied or who you know. We want every capable quant to have a fair route to the firms that need them.',
  },
  {
    icon: Wrench,
    title: 'Projects over processes',
    description:
      'A well-scoped piece of real work says more than a stack of CVs and rounds of generic screening. We build around doing the work, not around hiring funnels.',
  },
  {
    icon: Radio,
    title: 'Signal not noise',
    description:
      'Quants spend their careers separating signal from noise; hiring should work the same way. Fewer, better-matched introductions beat a flood of irrelevant ones.',
  },
];

function ApproachCard({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <Card className="flex h-full flex-col p-6 md:p-8">
      <span className="flex size-11 items-center justify-center rounded-lg border border-border bg-surface-raised text-primary">
        <Icon aria-hidden className="size-5" />
      </span>
      <h3 className="mt-5 text-xl font-semibold">{title}</h3>
      <div className="mt-3 flex flex-1 flex-col gap-4 text-sm leading-6 text-muted">{children}</div>
    </Card>
  );
}

export function AboutPage() {
  return (
    <PageContainer>
      <PageHeader
        eyebrow="About QuantLeap"
        title="Quant hiring, rebuilt around what people can do"
        lead="QuantLeap is a career and talent marketplace for quantitative finance, built for the researchers, developers and traders who make it work, and for the funds that hire them."
      />

      <Section id="mission" title="Our mission" align="left" className="mx-auto max-w-3xl">
        <div className="space-y-4 text-base leading-7 text-muted md:text-lg md:leading-8">
          <p>
            Quantitative talent is spread across universities, industries and countries, yet quant hiring still runs
            through a narrow set of campuses, referral networks and long, opaque interview processes. Capable people are
            overlooked, and firms spend months searching in the same few places.
          </p>
          <p>
            Our mission is to set a new standard in quant talent discovery and collaboration: to give every quant a fair
            way to show what they can do, and to give funds a faster, clearer way to find and work with them.
          </p>
        </div>
      </Section>

      <Section id="values" title="What we believe" lead="Three principles guide every feature we build.">
        <FeatureGrid features={VALUES} />
      </Section>

      <Section
        id="approach"
        title="Our approach"
        lead="A marketplace only works when both sides get real value from it, so each side has tools of its own."
      >
        <div className="grid gap-6 md:grid-cols-2">
          <ApproachCard icon={UserRound} title="For quants">
            <p>
              Build a profile that shows your skills, education and experience, and decide for yourself whether funds
              can see it. Practise interview questions, search internships, compare compensation and find the
              competitions worth entering.
            </p>
            <p className="mt-auto">
              <Link
                to="/for-quants/overview"
                className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
              >
                Explore what QuantLeap offers quants
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </p>
          </ApproachCard>
          <ApproachCard icon={Building2} title="For funds">
            <p>
              Post scoped projects and internships, browse quants who have chosen to be visible to hiring firms, and
              match on skills and work rather than keywords, with the option to search confidentially.
            </p>
            <p className="mt-auto">
              <Link
                to="/for-funds"
                className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
              >
                Explore what QuantLeap offers funds
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </p>
          </ApproachCard>
        </div>
      </Section>

      <WaitlistCta
        title="Help shape QuantLeap"
        description="We are in beta and build alongside our earliest users. Join the waitlist to hear what comes next, or tell us what would help you most."
        secondary={{ to: '/contact', label: 'Contact us' }}
      />
    </PageContainer>
  );
}
