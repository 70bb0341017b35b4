import { BriefcaseBusiness, Clock, ShieldCheck } from 'lucide-react';
import { FeatureGrid, type Feature } from './feature-card';

/**
 * The three promises of the project marketplace (spec §1, §2 "Marketplace teaser"), now each a working part of
 * QuantLeap; shared by home and LeapMarket, so both describe them the same way.
 */
export const LEAP_MARKET_FEATURES: Feature[] = [
  {
    icon: BriefcaseBusiness,
    title: 'Quant Project Opportunities',
    description:
      'Scoped research, modelling and engineering projects posted by verified funds. Read the brief and send a proposal with your approach, rate and timeline.',
    to: '/leap-market',
  },
  {
    icon: Clock,
    title: 'Real Time Internships',
    description:
      'Internships appear as firms publish them on their board. Apply in a few clicks and follow where each application stands on your dashboard.',
    to: '/quants/internship-finder',
  },
  {
    icon: ShieldCheck,
    title: 'Confidential Talent Matching',
    description:
      'Firms match their projects to quants who chose to be visible, and never see you if you block them. You decide when a conversation goes further.',
    to: '/for-quants/overview',
  },
];

/** The tiles; `linked` false leaves them as text (on LeapMarket itself, where the first would link to the page). */
export function LeapMarketTiles({
  headingLevel = 'h3',
  linked = true,
}: {
  headingLevel?: 'h2' | 'h3';
  linked?: boolean;
}) {
  const features = linked ? LEAP_MARKET_FEATURES : LEAP_MARKET_FEATURES.map(({ to: _to, ...feature }) => feature);
  return <FeatureGrid features={features} headingLevel={headingLevel} />;
}
