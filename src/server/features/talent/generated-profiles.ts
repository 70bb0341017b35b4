import { AVAILABILITY, type Availability } from '../../../shared/availability';
import { experienceYears, type EducationEntry, type ExperienceEntry } from '../../../shared/quant-profile';
import { SKILL_SYNONYMS, skillKey } from '../../../shared/skill-synonyms';
import type { quantProfiles } from '../../db/schema';
import { FIRMS } from '../../db/seed/firms';
import { mulberry32, oneOf, type Uniform } from '../../platform/seeded-random';

/**
 * Plausible quant profiles for the demo directory (`npm run seed:demo`) and the talent benchmark: invented people
 * with real cities, universities, degrees and employers, skills mostly from the synonym table, and experience
 * years that the spec's rule computes from their own jobs. A profile depends only on (seed, index, today), so the
 * benchmark can make 100,000 batch by batch and every run sees the same data.
 */
type QuantProfileInsert = typeof quantProfiles.$inferInsert;
export type GeneratedProfile = Required<
  Pick<
    QuantProfileInsert,
    | 'isVisible'
    | 'fullName'
    | 'title'
    | 'bio'
    | 'location'
    | 'skills'
    | 'education'
    | 'experienceData'
    | 'experienceYears'
    | 'hourlyRateMin'
    | 'hourlyRateMax'
    | 'availability'
    | 'availableFrom'
    | 'prefersRemote'
    | 'prefersFullTime'
    | 'prefersContract'
    | 'createdAt'
    | 'updatedAt'
  >
> & { fullName: string; title: string; bio: string; location: string };

export interface GenerationOptions {
  seed: number;
  /** The day the profiles are written: 'Present' jobs, available-from dates and creation times count from it. */
  today: Date;
}

/** One stream per (seed, index), mixed so neighbouring indexes do not start alike. */
function streamFor(seed: number, index: number): Uniform {
  let h = Math.imul(seed ^ 0x85ebca6b, 0xc2b2ae35) ^ Math.imul(index + 1, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return mulberry32(h ^ (h >>> 16));
}

const intBetween = (random: Uniform, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const chance = (random: Uniform, p: number) => random() < p;
function weighted<T>(random: Uniform, items: readonly (readonly [T, number])[]): T {
  let left = random() * items.reduce((sum, [, w]) => sum + w, 0);
  for (const [item, w] of items) if ((left -= w) < 0) return item;
  return items.at(-1)![0];
}
/** `count` different items, in the order drawn. */
function distinct<T>(random: Uniform, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return chosen;
}
const roundTo5 = (n: number) => Math.round(n / 5) * 5;

// --- people and places -----------------------------------------------------------------------------------------

/** First and last names drawn from the same tradition, so names read as real ones do. */
const NAME_POOLS: readonly { first: readonly string[]; last: readonly string[] }[] = [
  {
    first: ['James', 'Emily', 'Oliver', 'Charlotte', 'William', 'Hannah', 'Daniel', 'Sarah', 'Michael', 'Rachel'],
    last: ['Smith', 'Walker', 'Hughes', 'Bennett', 'Carter', 'Mitchell', 'Harris', 'Thompson', 'Clarke', 'Sullivan'],
  },
  {
    first: ['Wei', 'Jing', 'Hao', 'Xin', 'Yu', 'Mei', 'Jun', 'Lei', 'Yan', 'Zhiwei', 'Xiaoyu', 'Tian'],
    last: ['Zhang', 'Wang', 'Li', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Wu', 'Zhou', 'Xu', 'Lin'],
  },
  {
    first: ['Arjun', 'Priya', 'Rohan', 'Ananya', 'Vikram', 'Kavya', 'Aditya', 'Sneha', 'Rahul', 'Divya', 'Karthik'],
    last: ['Sharma', 'Patel', 'Iyer', 'Reddy', 'Gupta', 'Nair', 'Mehta', 'Rao', 'Krishnan', 'Banerjee', 'Menon'],
  },
  {
    first: ['Camille', 'Antoine', 'Léa', 'Julien', 'Chloé', 'Mathieu', 'Manon', 'Nicolas', 'Élodie', 'Hugo'],
    last: ['Martin', 'Bernard', 'Dubois', 'Moreau', 'Laurent', 'Lefèvre', 'Girard', 'Fontaine', 'Rousseau'],
  },
  {
    first: ['Lukas', 'Anna', 'Felix', 'Lena', 'Maximilian', 'Sophie', 'Jonas', 'Clara', 'Tobias', 'Katharina'],
    last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Becker', 'Hoffmann', 'Keller', 'Huber', 'Brunner'],
  },
  {
    first: ['Haruto', 'Yuki', 'Sota', 'Aoi', 'Ren', 'Sakura', 'Kenji', 'Yui', 'Takumi', 'Hina'],
    last: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Kato'],
  },
  {
    first: ['Minjun', 'Seoyeon', 'Jiho', 'Jiwoo', 'Hyunwoo', 'Soyeon', 'Dongha', 'Yejin'],
    last: ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Cho', 'Yoon'],
  },
  {
    first: ['Mateo', 'Lucía', 'Santiago', 'Valentina', 'Diego', 'Camila', 'Alejandro', 'Sofía', 'Javier', 'Isabel'],
    last: ['García', 'Rodríguez', 'Martínez', 'López', 'Hernández', 'González', 'Fernández', 'Ruiz', 'Torres'],
  },
  {
    first: ['Marco', 'Giulia', 'Luca', 'Francesca', 'Alessandro', 'Chiara', 'Matteo', 'Elena', 'Davide', 'Sara'],
    last: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco'],
  },
  {
    first: ['Dmytro', 'Olena', 'Andriy', 'Iryna', 'Oleksandr', 'Kateryna', 'Taras', 'Yulia'],
    last: ['Shevchenko', 'Kovalenko', 'Bondarenko', 'Tkachenko', 'Kravchenko', 'Melnyk', 'Boyko', 'Marchenko'],
  },
  {
    first: ['Chinedu', 'Adaeze', 'Oluwaseun', 'Ngozi', 'Emeka', 'Funmilayo', 'Tunde', 'Amara'],
    last: ['Okafor', 'Adeyemi', 'Okonkwo', 'Balogun', 'Eze', 'Nwosu', 'Adebayo', 'Obi'],
  },
  {
    first: ['Omar', 'Layla', 'Karim', 'Yasmin', 'Tariq', 'Nour', 'Samir', 'Rania'],
    last: ['Haddad', 'Khalil', 'Nasser', 'Saleh', 'Farouk', 'Mansour', 'Aziz', 'Hamdan'],
  },
  {
    first: ['Noam', 'Tamar', 'Eitan', 'Yael', 'Ariel', 'Maya'],
    last: ['Cohen', 'Levi', 'Mizrahi', 'Friedman', 'Katz', 'Ben-David'],
  },
  {
    first: ['Erik', 'Ingrid', 'Lars', 'Astrid', 'Magnus', 'Freya', 'Nils', 'Sigrid'],
    last: ['Andersson', 'Johansson', 'Nilsson', 'Larsen', 'Hansen', 'Berg', 'Lindqvist', 'Eriksen'],
  },
  { first: ['Minh', 'Linh', 'Tuan', 'Thao', 'Huy', 'Trang'], last: ['Nguyen', 'Tran', 'Le', 'Pham', 'Hoang', 'Vu'] },
  {
    first: ['João', 'Ana', 'Pedro', 'Beatriz', 'Rafael', 'Mariana', 'Gabriel', 'Larissa'],
    last: ['Silva', 'Santos', 'Oliveira', 'Souza', 'Costa', 'Pereira', 'Almeida', 'Carvalho'],
  },
  {
    first: ['Emre', 'Elif', 'Mehmet', 'Zeynep', 'Can', 'Ayşe'],
    last: ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Aydın'],
  },
];

const REMOTE = 'Remote';
/** Where quants work, about as often as the industry's hubs appear. */
const LOCATIONS: readonly (readonly [string, number])[] = [
  ['New York, NY', 16],
  ['London, UK', 14],
  [REMOTE, 10],
  ['Chicago, IL', 8],
  ['Hong Kong', 6],
  ['Singapore', 6],
  ['Zurich, Switzerland', 4],
  ['Amsterdam, Netherlands', 4],
  ['Paris, France', 4],
  ['Toronto, Canada', 3],
  ['Boston, MA', 3],
  ['San Francisco, CA', 3],
  ['Greenwich, CT', 2],
  ['Austin, TX', 2],
  ['Miami, FL', 2],
  ['Sydney, Australia', 2],
  ['Tokyo, Japan', 2],
  ['Mumbai, India', 2],
  ['Bengaluru, India', 2],
  ['Frankfurt, Germany', 2],
  ['Dublin, Ireland', 1],
  ['Geneva, Switzerland', 1],
  ['Tel Aviv, Israel', 1],
  ['Dubai, UAE', 1],
  ['Shanghai, China', 1],
  ['Stockholm, Sweden', 1],
  ['Montreal, Canada', 1],
  ['Seoul, South Korea', 1],
  ['São Paulo, Brazil', 1],
];

const UNIVERSITIES = [
  'Massachusetts Institute of Technology',
  'Stanford University',
  'Princeton University',
  'Harvard University',
  'University of Chicago',
  'Carnegie Mellon University',
  'Columbia University',
  'New York University',
  'Cornell University',
  'University of California, Berkeley',
  'California Institute of Technology',
  'University of Pennsylvania',
  'University of Toronto',
  'University of Waterloo',
  'University of Oxford',
  'University of Cambridge',
  'Imperial College London',
  'London School of Economics',
  'University College London',
  'ETH Zurich',
  'EPFL',
  'École Polytechnique',
  'Technical University of Munich',
  'Bocconi University',
  'University of Amsterdam',
  'KTH Royal Institute of Technology',
  'National University of Singapore',
  'Nanyang Technological University',
  'Tsinghua University',
  'Peking University',
  'University of Tokyo',
  'Seoul National University',
  'IIT Bombay',
  'IIT Delhi',
  'University of Melbourne',
  'Hong Kong University of Science and Technology',
  'Technion – Israel Institute of Technology',
  'University of São Paulo',
] as const;

const BACHELOR_DEGREES = ['BSc', 'BSc', 'BA', 'BEng', 'B.S.', 'BTech'];
const MASTER_DEGREES = ['MSc', 'MSc', 'MFE', 'M.S.', 'MPhil', 'MEng', 'Master of Science'];
const DOCTORAL_DEGREES = ['PhD', 'PhD', 'Ph.D.', 'DPhil'];
const BACHELOR_FIELDS = ['Mathematics', 'Physics', 'Computer Science', 'Economics', 'Statistics', 'Engineering'];
const MASTER_FIELDS = [
  'Financial Mathematics',
  'Statistics',
  'Computer Science',
  'Mathematical Finance',
  'Data Science',
];
const DOCTORAL_FIELDS = [
  'Applied Mathematics',
  'Theoretical Physics',
  'Statistics',
  'Operations Research',
  'Computer Science',
  'Economics',
];
const THESES = [
  'rough volatility',
  'stochastic control of limit order books',
  'high-dimensional covariance estimation',
  'Bayesian nonparametrics',
  'numerical methods for stochastic PDEs',
  'random matrix theory',
  'optimal execution',
  'reinforcement learning for trading',
];

// --- the kinds of quant ----------------------------------------------------------------------------------------

interface Family {
  titles: readonly string[];
  intern: string | null;
  /** Fewest years of experience someone of this kind has. */
  minYears: number;
  /** Mostly names of the synonym table, the likelier first. */
  skills: readonly string[];
  /** Skills outside the table, as people also write them. */
  extras: readonly string[];
  /** What they work on, as "… in/on <focus>". */
  focus: readonly string[];
  /** One sentence of something done, for bios and job descriptions. */
  work: readonly string[];
  /** How their rates compare with the others' at the same experience. */
  rateFactor: number;
  weight: number;
}

const FAMILIES: readonly Family[] = [
  {
    titles: ['Quant Researcher', 'Quantitative Researcher'],
    intern: 'Quantitative Research Intern',
    minYears: 0,
    skills: [
      'Python',
      'Machine Learning',
      'Time Series Analysis',
      'Statistical Arbitrage',
      'Stochastic Calculus',
      'Econometrics',
      'Bayesian Statistics',
      'Portfolio Optimization',
      'kdb+/q',
      'Optimization',
      'Deep Learning',
      'C++',
    ],
    extras: ['R', 'Statistics', 'Probability', 'Linear Algebra', 'Pandas'],
    focus: [
      'systematic equity signals',
      'cross-sectional alpha research',
      'stochastic volatility models for index options',
      'mid-frequency futures strategies',
      'alternative data for equity alpha',
      'statistical arbitrage in US equities',
    ],
    work: [
      'Built a cross-sectional equity signal that ran in production for three years.',
      'Researched mean-reversion strategies on European futures from idea to live trading.',
      'Cleaned and tested alternative data sets for predictive power before purchase.',
      'Designed the backtesting framework the research team still uses.',
      'Modelled intraday volume curves to improve execution of large orders.',
    ],
    rateFactor: 1,
    weight: 26,
  },
  {
    titles: ['Quant Developer', 'Quantitative Developer', 'Low-Latency C++ Developer'],
    intern: 'Quant Developer Intern',
    minYears: 0,
    skills: [
      'C++',
      'Python',
      'Rust',
      'kdb+/q',
      'SQL',
      'Java',
      'High-Frequency Trading',
      'Market Making',
      'Execution Algorithms',
      'C#',
    ],
    extras: ['Linux', 'Distributed Systems', 'FPGA', 'Networking', 'Multithreading'],
    focus: [
      'low-latency trading systems',
      'market data infrastructure',
      'research platforms for quant teams',
      'order management and execution systems',
      'tick data pipelines',
    ],
    work: [
      'Cut tick-to-trade latency of the options market-making stack by 40%.',
      'Wrote the feed handlers for CME and Eurex market data.',
      'Built a distributed backtester that runs a year of tick data in minutes.',
      'Moved the research data platform from nightly batches to streaming.',
      'Maintained the risk checks in front of every order the firm sends.',
    ],
    rateFactor: 1,
    weight: 20,
  },
  {
    titles: ['Risk Quant', 'Quantitative Risk Analyst', 'Model Validation Quant'],
    intern: 'Risk Analyst Intern',
    minYears: 0,
    skills: [
      'Risk Models',
      'Derivatives Pricing',
      'Monte Carlo Simulation',
      'Fixed Income',
      'Stochastic Calculus',
      'Python',
      'C++',
      'MATLAB',
      'Volatility Modelling',
      'SQL',
    ],
    extras: ['XVA', 'Credit Risk', 'VaR', 'Stress Testing'],
    focus: [
      'market and counterparty risk models',
      'stochastic interest-rate models',
      'independent validation of pricing models',
      'stress testing and scenario design',
    ],
    work: [
      'Rebuilt the historical VaR engine and cut its overnight run from hours to minutes.',
      'Validated the bank’s equity and rates pricing models for the regulator.',
      'Designed stress scenarios for the firm’s commodity book.',
      'Implemented the CVA calculation for the OTC derivatives portfolio.',
    ],
    rateFactor: 0.95,
    weight: 16,
  },
  {
    titles: ['Data Scientist', 'Machine Learning Engineer', 'Quantitative Data Scientist'],
    intern: 'Data Science Intern',
    minYears: 0,
    skills: [
      'Python',
      'Machine Learning',
      'Deep Learning',
      'Natural Language Processing',
      'SQL',
      'Bayesian Statistics',
      'Time Series Analysis',
      'Reinforcement Learning',
    ],
    extras: ['R', 'PyTorch', 'Spark', 'Statistics'],
    focus: [
      'machine learning for alpha research',
      'NLP on earnings calls and news',
      'forecasting models for trading desks',
      'feature engineering on alternative data',
    ],
    work: [
      'Trained language models on earnings-call transcripts to score management tone.',
      'Built the feature store shared by the firm’s forecasting models.',
      'Forecast intraday volume for the execution desk with gradient-boosted trees.',
      'Ran the experimentation platform behind the firm’s signal research.',
    ],
    rateFactor: 0.9,
    weight: 16,
  },
  {
    titles: ['Quant Trader', 'Quantitative Trader', 'Options Trader'],
    intern: 'Quant Trading Intern',
    minYears: 0,
    skills: [
      'Market Making',
      'Derivatives Pricing',
      'Volatility Modelling',
      'Python',
      'Statistical Arbitrage',
      'High-Frequency Trading',
      'Execution Algorithms',
      'C++',
      'kdb+/q',
    ],
    extras: ['Probability', 'Game Theory', 'Mental Math'],
    focus: [
      'options market making',
      'index arbitrage',
      'volatility trading on listed options',
      'systematic futures trading',
      'crypto market making',
    ],
    work: [
      'Ran a market-making book in single-stock options across US exchanges.',
      'Grew the desk’s index arbitrage strategy to three new markets.',
      'Took a volatility-arbitrage strategy from research to live trading.',
      'Managed intraday risk of a delta-one futures book.',
    ],
    rateFactor: 1.2,
    weight: 14,
  },
  {
    titles: ['Quantitative Strategist', 'Derivatives Quant', 'Fixed Income Quant'],
    intern: null,
    minYears: 2,
    skills: [
      'Derivatives Pricing',
      'Fixed Income',
      'Stochastic Calculus',
      'Monte Carlo Simulation',
      'C++',
      'Python',
      'Volatility Modelling',
      'Risk Models',
    ],
    extras: ['Numerical Methods', 'PDEs', 'Calibration'],
    focus: [
      'stochastic local volatility calibration',
      'exotic derivatives pricing',
      'interest-rate curve construction',
      'pricing libraries for structured products',
    ],
    work: [
      'Wrote the stochastic local volatility model used to price the desk’s barrier options.',
      'Rebuilt the yield curve construction for multi-currency swaps.',
      'Sped up the Monte Carlo pricer for autocallables with adjoint Greeks.',
      'Supported traders on the pricing of new structured products.',
    ],
    rateFactor: 1.1,
    weight: 8,
  },
  {
    titles: ['Portfolio Manager', 'Quantitative Portfolio Manager'],
    intern: null,
    minYears: 7,
    skills: [
      'Portfolio Optimization',
      'Risk Models',
      'Statistical Arbitrage',
      'Python',
      'Econometrics',
      'Time Series Analysis',
      'Execution Algorithms',
    ],
    extras: ['Factor Models', 'Capital Allocation'],
    focus: ['systematic macro', 'market-neutral equity strategies', 'multi-strategy capital allocation'],
    work: [
      'Ran a market-neutral equity book with a Sharpe ratio above two over five years.',
      'Built the systematic macro program from scratch with a team of four.',
      'Allocated capital across twelve systematic strategies.',
    ],
    rateFactor: 1.5,
    weight: 4,
  },
];

/** A canonical skill as quants also write it: sometimes a synonym ('ML', 'cpp'), sometimes in other capitals. */
function writtenSkill(random: Uniform, skill: string): string {
  const group = SKILL_SYNONYMS.find((names) => names[0] === skill);
  if (group && group.length > 1 && chance(random, 0.15)) return oneOf(random, group.slice(1));
  if (chance(random, 0.05) && /\s/.test(skill)) return skill[0] + skill.slice(1).toLowerCase();
  return skill;
}

function skillsFor(random: Uniform, family: Family): string[] {
  // The first skills of a family are the likeliest: draw by a weight that falls with the position.
  const ranked = family.skills.map((s, i) => [s, 1 / (i + 2)] as const);
  const count = intBetween(random, 3, Math.min(8, family.skills.length));
  const chosen: string[] = [];
  while (chosen.length < count) {
    const skill = weighted(random, ranked);
    if (!chosen.includes(skill)) chosen.push(skill);
  }
  const extras = distinct(
    random,
    family.extras,
    weighted(random, [
      [0, 5],
      [1, 4],
      [2, 2],
    ] as const),
  );
  const written = [...chosen.map((s) => writtenSkill(random, s)), ...extras];
  // Two ways of writing one skill would be one skill twice.
  return written.filter((s, i) => written.findIndex((t) => skillKey(t) === skillKey(s)) === i);
}

// --- career ----------------------------------------------------------------------------------------------------

const FIRM_NAMES = FIRMS.map((f) => f.name);
const monthYear = (index: number) => `${String((index % 12) + 1).padStart(2, '0')}/${Math.floor(index / 12)}`;

function seniority(random: Uniform, title: string, years: number): string {
  if (years >= 12 && chance(random, 0.35)) return `Lead ${title}`;
  if (years >= 6 && chance(random, 0.6)) return `Senior ${title}`;
  if (years <= 2 && years > 0 && chance(random, 0.3)) return `Junior ${title}`;
  return title;
}

/** Jobs from about `years` ago to now: one to three in a row, the last usually 'Present'. */
function jobsFor(random: Uniform, family: Family, title: string, years: number, todayIndex: number) {
  const jobs: ExperienceEntry[] = [];
  const current = chance(random, 0.75);
  const end = current ? todayIndex : todayIndex - intBetween(random, 1, 6);
  const start = end - years * 12 - intBetween(random, 0, 11);
  const count = years >= 4 ? intBetween(random, 1, 3) : years >= 2 ? intBetween(random, 1, 2) : 1;
  const employers = distinct(random, FIRM_NAMES, count);
  const descriptions = distinct(random, family.work, count);
  const span = end - start;
  let from = start;
  for (let i = 0; i < count; i++) {
    const last = i === count - 1;
    const to = last ? end : from + Math.max(3, Math.round((span / count) * (0.7 + random() * 0.6)));
    const yearsThen = Math.floor((to - start) / 12);
    jobs.push({
      jobTitle: last ? title : seniority(random, oneOf(random, family.titles), yearsThen),
      company: employers[i]!,
      fromDate: monthYear(from),
      toDate: last && current ? 'Present' : monthYear(Math.min(to, end)),
      description: descriptions[i]!,
    });
    from = Math.min(to + intBetween(random, 0, 2), end - 1);
  }
  // Newest first, as profiles list them.
  return jobs.reverse();
}

function educationFor(random: Uniform, graduationYear: number, studying: boolean): EducationEntry[] {
  const level = weighted(random, [
    ['bachelor', 30],
    ['master', 45],
    ['doctorate', 22],
    ['none', 3],
  ] as const);
  if (level === 'none') return [];
  const entries: EducationEntry[] = [];
  let to = graduationYear;
  const add = (degrees: readonly string[], fields: readonly string[], length: number, description = '') => {
    entries.push({
      school: oneOf(random, UNIVERSITIES),
      degree: oneOf(random, degrees),
      field: oneOf(random, fields),
      fromYear: String(to - length),
      toYear: String(to),
      description,
    });
    to -= length;
  };
  if (level === 'doctorate') {
    add(DOCTORAL_DEGREES, DOCTORAL_FIELDS, intBetween(random, 4, 6), `Thesis on ${oneOf(random, THESES)}.`);
  }
  if (level === 'master' || (level === 'doctorate' && chance(random, 0.4))) {
    add(MASTER_DEGREES, MASTER_FIELDS, intBetween(random, 1, 2));
  }
  add(BACHELOR_DEGREES, BACHELOR_FIELDS, intBetween(random, 3, 4));
  // A student's current programme ends in the future; say so instead of a made-up result.
  if (studying) entries[0]!.description ||= 'In progress.';
  return entries;
}

// --- the rest of a profile -------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;
const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

const AVAILABILITY_WEIGHTS: Record<Availability, number> = {
  'Available now': 25,
  'Available within 2 weeks': 30,
  'Available within a month': 25,
  'Not looking': 20,
};
/** How often a quant names the day they are free, and how many days from today it is: [chance, fewest, most]. */
const AVAILABLE_FROM: Record<Availability, readonly [number, number, number]> = {
  'Available now': [0, 0, 0],
  'Available within 2 weeks': [0.5, 3, 14],
  'Available within a month': [0.5, 15, 30],
  'Not looking': [0.25, 60, 180],
};

function availabilityFor(
  random: Uniform,
  today: Date,
): { availability: Availability | null; availableFrom: string | null } {
  if (chance(random, 0.15)) return { availability: null, availableFrom: null };
  const availability = weighted(
    random,
    AVAILABILITY.map((a) => [a, AVAILABILITY_WEIGHTS[a]] as const),
  );
  const [p, min, max] = AVAILABLE_FROM[availability];
  const availableFrom = chance(random, p) ? isoDate(today.getTime() + intBetween(random, min, max) * DAY_MS) : null;
  return { availability, availableFrom };
}

/** Rates that grow with experience; some quants give no rate, or only one end of it. Always min ≤ max. */
function ratesFor(random: Uniform, years: number, family: Family) {
  const min = Math.max(25, roundTo5((35 + years * 9 + (random() - 0.5) * 30) * family.rateFactor));
  const max = min + roundTo5(10 + random() * 110);
  return weighted(random, [
    [{ hourlyRateMin: min, hourlyRateMax: max }, 75],
    [{ hourlyRateMin: min, hourlyRateMax: null }, 10],
    [{ hourlyRateMin: null, hourlyRateMax: max }, 3],
    [{ hourlyRateMin: null, hourlyRateMax: null }, 12],
  ] as const);
}

function bioFor(
  random: Uniform,
  parts: { title: string; years: number; family: Family; education: EducationEntry[]; studying: boolean },
  preferences: { remote: boolean; fullTime: boolean; contract: boolean },
  location: string,
): string {
  const focus = oneOf(random, parts.family.focus);
  const latest = parts.education[0];
  const sentences = [
    parts.studying && latest
      ? `Student at ${latest.school} (${latest.degree}, ${latest.field}), interested in ${focus}.`
      : oneOf(random, [
          `${parts.title} with ${parts.years} ${parts.years === 1 ? 'year' : 'years'} of experience in ${focus}.`,
          `${parts.title} working on ${focus}.`,
          `I work on ${focus}, most recently as ${/^[AEIOU]/.test(parts.title) ? 'an' : 'a'} ${parts.title}.`,
        ]),
  ];
  if (!parts.studying && chance(random, 0.6)) sentences.push(oneOf(random, parts.family.work));
  const closing = [
    ...(preferences.contract ? ['Open to contract research projects.'] : []),
    ...(preferences.remote ? ['Happy to work remotely across time zones.'] : []),
    ...(preferences.fullTime && location !== REMOTE
      ? [`Looking for a full-time role in ${location.split(',')[0]}.`]
      : []),
  ];
  if (closing.length > 0 && chance(random, 0.45)) sentences.push(oneOf(random, closing));
  return sentences.join(' ');
}

/** Years of experience someone has, as the industry's mix of students, juniors and seniors. */
function targetYears(random: Uniform): number {
  const band = weighted(random, [
    [[0, 0], 12],
    [[1, 2], 20],
    [[3, 4], 25],
    [[5, 9], 28],
    [[10, 20], 15],
  ] as const);
  return intBetween(random, band[0], band[1]);
}

/** Profile number `index` of the set `options.seed` makes: the same every time. */
export function generateProfile(index: number, options: GenerationOptions): GeneratedProfile {
  const random = streamFor(options.seed, index);
  const { today } = options;
  // Months counted as shared/quant-profile.ts monthIndex counts them (local time), so 'Present' agrees with it.
  const todayIndex = today.getFullYear() * 12 + today.getMonth();
  const names = oneOf(random, NAME_POOLS);
  const fullName = `${oneOf(random, names.first)} ${oneOf(random, names.last)}`;
  let years = targetYears(random);
  const family = weighted(
    random,
    FAMILIES.filter((f) => f.minYears <= years && (years > 0 || f.intern)).map((f) => [f, f.weight] as const),
  );
  const studying = years === 0;
  const title = studying ? family.intern! : seniority(random, oneOf(random, family.titles), years);

  const experienceData = studying
    ? chance(random, 0.5)
      ? [
          {
            jobTitle: family.intern!,
            company: oneOf(random, FIRM_NAMES),
            // Last summer, June to August.
            fromDate: monthYear((today.getFullYear() - 1) * 12 + 5),
            toDate: monthYear((today.getFullYear() - 1) * 12 + 7),
            description: oneOf(random, family.work),
          },
        ]
      : []
    : jobsFor(random, family, title, years, todayIndex);
  years = experienceYears(experienceData, today);
  const graduationYear = studying
    ? today.getFullYear() + intBetween(random, 0, 2)
    : today.getFullYear() - years - intBetween(random, 0, 1);
  const education = educationFor(random, graduationYear, studying);

  const location = weighted(random, LOCATIONS);
  const preferences = {
    remote: location === REMOTE || chance(random, 0.55),
    fullTime: chance(random, 0.5),
    contract: chance(random, 0.55),
  };
  const createdAt = new Date(today.getTime() - Math.floor(random() * 540 * DAY_MS));
  return {
    isVisible: true,
    fullName,
    title,
    bio: bioFor(random, { title, years, family, education, studying }, preferences, location),
    location,
    skills: skillsFor(random, family),
    education,
    experienceData,
    experienceYears: years,
    ...ratesFor(random, years, family),
    ...availabilityFor(random, today),
    prefersRemote: preferences.remote,
    prefersFullTime: preferences.fullTime,
    prefersContract: preferences.contract,
    createdAt,
    updatedAt: new Date(createdAt.getTime() + Math.floor(random() * (today.getTime() - createdAt.getTime()))),
  };
}

/** Profiles `start` … `start + count - 1` of the set `options.seed` makes. */
export function generateProfiles(count: number, options: GenerationOptions & { start?: number }): GeneratedProfile[] {
  const start = options.start ?? 0;
  return Array.from({ length: count }, (_, i) => generateProfile(start + i, options));
}
