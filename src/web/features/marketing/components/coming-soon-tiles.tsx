import { BriefcaseBusiness, Clock, ShieldCheck } from 'lucide-react';
import { FeatureGrid, type Feature } from './feature-card';

/** The three promises of the project marketplace (spec §1, §2 "Marketplace teaser"), shared by home and LeapMarket. */
export const COMING_SOON_FEATURES: Feature[] = [
  {
    icon: BriefcaseBusiness,
    title: 'Quant Project Opportunities',
    description:
      'Take on scoped research, modelling and engineering projects posted by funds, and build a track record on real problems rather than take-home puzzles.',
    badge: 'Coming soon',
    badgeVariant: 'warning',
  },
  {
    icon: Clock,
    title: 'Real Time Internships',
    description:
      'See internship openings as firms post them and follow where each application stands, instead of waiting on silence after you apply.',
    badge: 'Coming soon',
    badgeVariant: 'warning',
  },
  {
    icon: ShieldCheck,
    title: 'Confidential Talent Matching',
    description:
      'Be matched with funds on your skills and your work. Your identity is shared with a firm only when you decide to take the conversation further.',
    badge: 'Coming soon',
    badgeVariant: 'warning',
  },
];

export function ComingSoonTiles({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  return <FeatureGrid features={COMING_SOON_FEATURES} headingLevel={headingLevel} />;
}
