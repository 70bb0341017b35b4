/** Category tags of quant competitions (spec §3 "Competition"). */
export const COMPETITION_CATEGORIES = [
  'Data Science',
  'Statistics',
  'Algorithmic Trading',
  'Programming',
  'Trading Strategy',
  'Optimization',
  'Machine Learning',
  'Portfolio Management',
  'Market Making',
  'Investment Research',
  'Presentation Skills',
  'Equity Research',
  'Stock Pitching',
  'Alpha Generation',
  'Quantitative Research',
  'Multi-Asset Strategies',
  'Hackathon',
] as const;
export type CompetitionCategory = (typeof COMPETITION_CATEGORIES)[number];

/** 'Continuous': always running, join any time (Numerai's tournament). */
export const COMPETITION_TIMINGS = ['Annual', 'Multiple times per year', 'Quarterly', 'Continuous'] as const;
export type CompetitionTiming = (typeof COMPETITION_TIMINGS)[number];
