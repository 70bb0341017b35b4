/**
 * Skills that mean the same thing, written the ways quants and firms write them. The talent directory, the talent
 * match and the wizard's skill suggestions all read this one table, so 'ML' finds a quant who wrote
 * 'Machine Learning' everywhere alike. The first name of a group is the one shown. Matching ignores case and
 * spacing ('Stochastic calculus' is 'Stochastic Calculus'); keep groups small and unambiguous ('R' stays alone).
 */
export const SKILL_SYNONYMS: readonly (readonly string[])[] = [
  ['Machine Learning', 'ML', 'Statistical Learning'],
  ['Deep Learning', 'DL', 'Neural Networks'],
  ['Natural Language Processing', 'NLP'],
  ['Reinforcement Learning', 'RL'],
  ['C++', 'cpp', 'C plus plus', 'Modern C++'],
  ['C#', 'csharp', 'C sharp'],
  ['Python', 'py', 'Python 3'],
  ['kdb+/q', 'kdb', 'kdb+', 'q/kdb+', 'q'],
  ['SQL', 'PostgreSQL', 'Postgres'],
  ['Stochastic Calculus', 'Stochastic Processes', 'Ito Calculus'],
  ['Time Series Analysis', 'Time Series', 'Time-Series Analysis'],
  ['Derivatives Pricing', 'Option Pricing', 'Options Pricing', 'Derivatives'],
  ['Risk Models', 'Risk Modelling', 'Risk Modeling', 'Risk Management'],
  ['Statistical Arbitrage', 'Stat Arb', 'StatArb'],
  ['High-Frequency Trading', 'HFT', 'High Frequency Trading'],
  ['Market Making', 'Market-Making'],
  ['Portfolio Optimization', 'Portfolio Optimisation', 'Portfolio Construction'],
  ['Monte Carlo Simulation', 'Monte Carlo', 'Monte Carlo Methods'],
  ['Fixed Income', 'Rates', 'Interest Rates'],
  ['Volatility Modelling', 'Volatility Modeling', 'Vol Modelling'],
  ['Econometrics', 'Financial Econometrics'],
  ['Bayesian Statistics', 'Bayesian Inference', 'Bayesian Methods'],
  ['MATLAB', 'Matlab'],
  ['JavaScript', 'JS', 'TypeScript'],
  ['Rust', 'Rust lang'],
  ['Java', 'JVM'],
  ['Optimization', 'Optimisation', 'Convex Optimization'],
  ['Execution Algorithms', 'Algorithmic Execution', 'Algo Execution', 'TCA'],
];

/** A skill as matching compares it: lower case, spaces collapsed. The database's quant_skill_keys() does the same. */
export function skillKey(skill: string): string {
  return skill.trim().replace(/\s+/g, ' ').toLowerCase();
}

const GROUP_BY_KEY: ReadonlyMap<string, readonly string[]> = new Map(
  SKILL_SYNONYMS.flatMap((group) => group.map((name) => [skillKey(name), group] as const)),
);

/** The name a skill is shown by: its group's first name, or the skill as written when it has no synonyms. */
export function canonicalSkill(skill: string): string {
  return GROUP_BY_KEY.get(skillKey(skill))?.[0] ?? skill.trim().replace(/\s+/g, ' ');
}

/** Every key that counts as `skill`: its synonyms' keys, or its own key alone. */
export function skillVariants(skill: string): string[] {
  const group = GROUP_BY_KEY.get(skillKey(skill));
  return group ? group.map(skillKey) : [skillKey(skill)];
}

/** Whether a quant's list of skills holds `skill` or one of its synonyms. */
export function hasSkill(skills: readonly string[], skill: string): boolean {
  const wanted = new Set(skillVariants(skill));
  return skills.some((held) => wanted.has(skillKey(held)));
}

/**
 * Suggestions for a skill field: the canonical names whose name or synonym starts with (or, failing that,
 * contains) what was typed, without the skills already chosen.
 */
export function suggestSkills(typed: string, chosen: readonly string[] = [], limit = 8): string[] {
  const key = skillKey(typed);
  if (!key) return [];
  const taken = new Set(chosen.flatMap(skillVariants));
  const available = SKILL_SYNONYMS.filter((group) => !taken.has(skillKey(group[0]!)));
  const starts = available.filter((group) => group.some((name) => skillKey(name).startsWith(key)));
  const contains = available.filter((group) => !starts.includes(group) && group.some((n) => skillKey(n).includes(key)));
  return [...starts, ...contains].slice(0, limit).map((group) => group[0]!);
}
