// Internships reference data: 30 summer internship programmes run by real quant firms, loaded into the database at start.
// Titles, teams, programme lengths and requirements come from the firms' public careers pages, job postings and intern
// write-ups; each applyUrl is the firm's own careers or students page rather than a posting that will expire. They carry
// no deadline: these programmes recruit on a rolling basis, opening roughly July to October of the year before the
// summer and filling places as they go, so the card says so and sends the reader to the firm's page for dates.
import type { InternshipRegion, InternshipRole } from '../../../shared/internships';

/** One internship listing of the reference data (spec §3 "Internship"), without a deadline (rolling recruitment). */
export interface ReferenceInternship {
  /** Stable slug, unique, e.g. 'jane-street-quant-trader-nyc'. Never change once written. */
  key: string;
  title: string;
  company: string;
  /** City form used consistently, e.g. 'New York, NY', 'Chicago, IL', 'London, UK', 'Amsterdam, Netherlands', 'Hong Kong', 'Singapore'. */
  location: string;
  region: InternshipRegion;
  role: InternshipRole;
  /** Two or three accurate sentences: what the intern does, the team, the programme length if known. */
  description: string;
  /** 3–5 short requirement strings. */
  requirements: string[];
  /** The firm's real official careers / students page, https. */
  applyUrl: string;
}

export const INTERNSHIPS: readonly ReferenceInternship[] = [
  // ---------------------------------------------------------------- North America
  {
    key: 'jane-street-quant-trader-nyc',
    title: 'Quantitative Trader Intern',
    company: 'Jane Street',
    location: 'New York, NY',
    region: 'North America',
    role: 'Quantitative Trader',
    description:
      'Trading interns take classes on markets and trading, join mock trading sessions and work on projects with mentors on the desks, such as testing an effect a trader has noticed in the market with statistical tools. No background in finance is expected.',
    requirements: [
      "Enrolled in a bachelor's, master's or PhD programme",
      'Strong quantitative reasoning, especially probability and expected value',
      'Clear, collaborative communication of your thinking',
      'Some programming experience is helpful',
    ],
    applyUrl: 'https://www.janestreet.com/join-jane-street/internships/',
  },
  {
    key: 'jane-street-software-engineer-nyc',
    title: 'Software Engineer Intern',
    company: 'Jane Street',
    location: 'New York, NY',
    region: 'North America',
    role: 'Software Engineer',
    description:
      'Software engineering interns write production code, mostly in OCaml, on projects proposed by teams across the firm, usually working on two projects with different teams over the summer. Each intern has a mentor, and team placement is discussed with the intern before the internship starts.',
    requirements: [
      'Studying computer science or a related field',
      'Strong programming skills in any language',
      'Interest in functional programming; no prior OCaml experience required',
      'Ability to explain technical decisions clearly',
    ],
    applyUrl: 'https://www.janestreet.com/join-jane-street/internships/',
  },
  {
    key: 'citadel-quant-researcher-chicago',
    title: 'Quantitative Researcher Intern',
    company: 'Citadel',
    location: 'Chicago, IL',
    region: 'North America',
    role: 'Quantitative Researcher',
    description:
      "Quantitative research interns work alongside Citadel's researchers and portfolio managers, applying statistical and mathematical techniques to large financial data sets to research and test investment models. The summer programme runs for about 11 weeks, with mentorship and events for the intern class.",
    requirements: [
      'Studying mathematics, statistics, physics, computer science or a related field',
      'Strong foundation in probability, statistics and linear algebra',
      'Programming experience in Python or C++',
      'Ability to communicate complex ideas concisely',
    ],
    applyUrl: 'https://www.citadel.com/careers/',
  },
  {
    key: 'citadel-securities-ml-researcher-nyc',
    title: 'Machine Learning Researcher – PhD Intern',
    company: 'Citadel Securities',
    location: 'New York, NY',
    region: 'North America',
    role: 'Data Scientist',
    description:
      "PhD interns on Citadel Securities' machine learning research team use statistics, machine learning and deep learning to extract patterns from large and often unstructured data sets, implement the algorithms in code and back-test the resulting models. The 11-week programme runs from June to August.",
    requirements: [
      'Pursuing a PhD in mathematics, statistics, physics, computer science or another quantitative field',
      'Research track record in statistics, machine learning or AI',
      'Hands-on programming in Python and/or C++',
      'Ability to explain advanced concepts concisely',
    ],
    applyUrl: 'https://www.citadelsecurities.com/careers/',
  },
  {
    key: 'two-sigma-data-science-nyc',
    title: 'Data Science Intern',
    company: 'Two Sigma',
    location: 'New York, NY',
    region: 'North America',
    role: 'Data Scientist',
    description:
      "Two Sigma's 10-week summer programme places interns on its modelling and engineering teams; data science interns analyse large data sets and build and evaluate statistical and machine learning models on a real project with a dedicated mentor. The summer ends with final project presentations.",
    requirements: [
      "Pursuing a bachelor's, master's or PhD in a quantitative field",
      'Solid grounding in statistics and machine learning',
      'Experience analysing data in Python or R',
      'Curiosity about applying data to financial problems',
    ],
    applyUrl: 'https://www.twosigma.com/careers/',
  },
  {
    key: 'hudson-river-trading-algo-dev-nyc',
    title: 'Algorithm Development Intern',
    company: 'Hudson River Trading',
    location: 'New York, NY',
    region: 'North America',
    role: 'Quantitative Researcher',
    description:
      "Algorithm Development (quant research) interns rotate between HRT's high-frequency, multi-frequency and machine learning teams, using the firm's Python and C++ research infrastructure and compute cluster to build predictive models of market behaviour. The summer also includes tech talks, trading games and mentorship.",
    requirements: [
      'Full-time student in mathematics, physics, computer science, statistics or a related field',
      'Programming experience in Python; C++ is a plus',
      'Experience with statistical analysis or machine learning (e.g. pandas, NumPy, R)',
      'Strong communication skills',
    ],
    applyUrl: 'https://www.hudsonrivertrading.com/careers/',
  },
  {
    key: 'five-rings-quant-trader-nyc',
    title: 'Quantitative Trader Intern',
    company: 'Five Rings',
    location: 'New York, NY',
    region: 'North America',
    role: 'Quantitative Trader',
    description:
      "Five Rings is a proprietary trading firm based in New York. Trading interns learn the firm's approach to markets through classes and trading simulations, then work with full-time traders on research and strategy projects.",
    requirements: [
      'Studying a quantitative or technical field',
      'Strong problem-solving and probability skills',
      'Some programming experience, e.g. Python',
      'Clear decision-making under uncertainty',
    ],
    applyUrl: 'https://fiverings.com/careers/',
  },
  {
    key: 'de-shaw-software-developer-nyc',
    title: 'Software Developer Intern',
    company: 'D. E. Shaw & Co.',
    location: 'New York, NY',
    region: 'North America',
    role: 'Software Engineer',
    description:
      "Software developer interns join one of D. E. Shaw's technology teams to design and build software used in the firm's investment and trading activities, guided by experienced developers. The summer programme also includes talks about the firm's businesses and events with other interns.",
    requirements: [
      'Studying computer science or a related field',
      'Strong programming skills in a language such as C++, Java or Python',
      'Solid grounding in data structures and algorithms',
      'Interest in applying technology to finance',
    ],
    applyUrl: 'https://www.deshaw.com/careers',
  },
  {
    key: 'millennium-quant-developer-nyc',
    title: 'Quantitative Developer Intern',
    company: 'Millennium Management',
    location: 'New York, NY',
    region: 'North America',
    role: 'Quantitative Developer',
    description:
      "Quantitative developer interns work with Millennium's investment and technology teams, building research tools, data pipelines and analytics that support trading. The firm's technology internships run each summer in New York and in several of its other offices.",
    requirements: [
      'Studying computer science, engineering, mathematics or a related field',
      'Strong programming skills in Python and/or C++',
      'Knowledge of data structures, algorithms and databases',
      'Interest in financial markets',
    ],
    applyUrl: 'https://www.mlp.com/careers/',
  },
  {
    key: 'tower-research-quant-developer-nyc',
    title: 'Quantitative Developer Intern',
    company: 'Tower Research Capital',
    location: 'New York, NY',
    region: 'North America',
    role: 'Quantitative Developer',
    description:
      "Quantitative developer interns work with Tower's trading teams on the software behind their strategies, such as research tooling, data analysis pipelines and trading system components written in Python and C++. Each intern works on a real project with a mentor over the summer.",
    requirements: [
      'Studying computer science, mathematics, engineering or a related field',
      'Programming skills in Python and C++',
      'Comfortable working in Linux environments',
      'Interest in markets and quantitative trading',
    ],
    applyUrl: 'https://www.tower-research.com/open-positions/',
  },
  {
    key: 'jump-trading-software-engineer-chicago',
    title: 'Software Engineer Intern',
    company: 'Jump Trading',
    location: 'Chicago, IL',
    region: 'North America',
    role: 'Software Engineer',
    description:
      "Software engineering interns work on real projects with Jump's engineering teams, which build low-latency trading systems, research infrastructure and tools for the firm's researchers and traders. The summer programme includes mentorship and education on markets.",
    requirements: [
      'Studying computer science, computer engineering or a related field',
      'Strong programming skills in C++, Python or another systems language',
      'Understanding of data structures, algorithms and operating systems',
      'Interest in high-performance computing',
    ],
    applyUrl: 'https://www.jumptrading.com/careers/',
  },
  {
    key: 'imc-quant-trader-chicago',
    title: 'Quantitative Trader Intern',
    company: 'IMC Trading',
    location: 'Chicago, IL',
    region: 'North America',
    role: 'Quantitative Trader',
    description:
      "IMC's trading interns in Chicago start with an education programme on options theory and market making, then join a trading desk to work on projects that improve pricing and trading strategies. IMC is a market maker in listed derivatives and other products on exchanges worldwide.",
    requirements: [
      'Studying mathematics, physics, engineering, computer science or a similar field',
      'Strong mental arithmetic and probability skills',
      'Some programming experience, e.g. Python',
      'Quick decision-making and teamwork',
    ],
    applyUrl: 'https://www.imc.com/us/careers/',
  },
  {
    key: 'drw-quant-research-chicago',
    title: 'Quantitative Research Intern',
    company: 'DRW',
    location: 'Chicago, IL',
    region: 'North America',
    role: 'Quantitative Researcher',
    description:
      "Quantitative research interns work with DRW's researchers and traders on projects such as developing trading signals and pricing models from large market data sets. The summer programme combines project work with training on markets and the firm's trading businesses.",
    requirements: [
      'Studying mathematics, statistics, physics, computer science or a related field',
      'Strong background in probability and statistics',
      'Programming experience in Python or C++',
      'Interest in financial markets',
    ],
    applyUrl: 'https://drw.com/work-at-drw/',
  },
  {
    key: 'sig-machine-learning-phd-bala-cynwyd',
    title: 'Machine Learning PhD Intern',
    company: 'Susquehanna International Group',
    location: 'Bala Cynwyd, PA',
    region: 'North America',
    role: 'Data Scientist',
    description:
      "Susquehanna's 10-week machine learning internship for PhD students places interns with the firm's machine learning team, building models that find patterns in noisy, non-stationary market data. Interns work with researchers, developers and traders on problems close to those of the full-time team.",
    requirements: [
      'Pursuing a PhD in machine learning, statistics, computer science or a related field',
      'Research experience in machine learning or data science',
      'Strong Python skills and experience with ML frameworks',
      'Ability to collaborate with researchers, developers and traders',
    ],
    applyUrl: 'https://careers.sig.com/',
  },

  // ---------------------------------------------------------------- Europe
  {
    key: 'optiver-software-engineer-amsterdam',
    title: 'Software Engineer Intern',
    company: 'Optiver',
    location: 'Amsterdam, Netherlands',
    region: 'Europe',
    role: 'Software Engineer',
    description:
      "Tech interns in Optiver's Amsterdam office move from intensive training to projects on the systems behind the firm's market making, and see their work reach production. Past projects include dynamic price collars for risk mitigation and automated checks before server migrations.",
    requirements: [
      'Studying computer science or a related field',
      'Programming experience in a language such as C++, Python or Java',
      'Solid understanding of computer science fundamentals',
      'Interest in performance, reliability and trading technology',
    ],
    applyUrl: 'https://www.optiver.com/working-at-optiver/career-opportunities/',
  },
  {
    key: 'flow-traders-trading-amsterdam',
    title: 'Trading Intern',
    company: 'Flow Traders',
    location: 'Amsterdam, Netherlands',
    region: 'Europe',
    role: 'Quantitative Trader',
    description:
      'Trading interns learn how Flow Traders provides liquidity in exchange-traded products such as ETFs, through training on market making and pricing followed by time on the trading floor alongside traders. The summer programme takes place at the head office in Amsterdam.',
    requirements: [
      'Studying econometrics, mathematics, physics, engineering or a similar field',
      'Strong numerical and analytical skills',
      'Interest in financial markets and trading',
      'Competitive mindset and teamwork',
    ],
    applyUrl: 'https://www.flowtraders.com/careers',
  },
  {
    key: 'imc-software-engineer-amsterdam',
    title: 'Software Engineer Intern',
    company: 'IMC Trading',
    location: 'Amsterdam, Netherlands',
    region: 'Europe',
    role: 'Software Engineer',
    description:
      "IMC's 10-week summer internship in Amsterdam, aimed at students in the penultimate year of their studies, puts software engineering interns on the teams that build the firm's trading platform. Each intern works on a real project with a mentor.",
    requirements: [
      'Penultimate-year student in computer science or a related field',
      'Programming experience in C++, Java or Python',
      'Good knowledge of algorithms and data structures',
      'Interest in low-latency and distributed systems',
    ],
    applyUrl: 'https://www.imc.com/eu/careers/',
  },
  {
    key: 'g-research-quant-research-london',
    title: 'Quantitative Research Intern',
    company: 'G-Research',
    location: 'London, UK',
    region: 'Europe',
    role: 'Quantitative Researcher',
    description:
      "Quantitative research interns spend the summer in G-Research's London office working on research problems with the firm's quants, applying statistics and machine learning to large financial data sets to find patterns that help predict markets.",
    requirements: [
      'Studying mathematics, statistics, physics, computer science or a related field',
      'Strong foundation in statistics and probability',
      'Programming experience in Python',
      'Evidence of independent research or problem solving',
    ],
    applyUrl: 'https://www.gresearch.com/careers/',
  },
  {
    key: 'xtx-markets-software-engineer-london',
    title: 'Software Engineering Intern',
    company: 'XTX Markets',
    location: 'London, UK',
    region: 'Europe',
    role: 'Software Engineer',
    description:
      "XTX Markets is an algorithmic trading firm that uses machine learning to forecast prices across asset classes. Software engineering interns in London work with the firm's engineers on the trading, research and infrastructure systems behind those forecasts.",
    requirements: [
      'Studying computer science or a related field',
      'Solid grounding in computer science fundamentals',
      'Programming experience in C++ or Python',
      'Interest in high-performance systems',
    ],
    applyUrl: 'https://www.xtxmarkets.com/careers/',
  },
  {
    key: 'maven-securities-trading-london',
    title: 'Trading Intern',
    company: 'Maven Securities',
    location: 'London, UK',
    region: 'Europe',
    role: 'Quantitative Trader',
    description:
      "Maven Securities is a proprietary trading and market-making firm. Trading interns in London learn about options and market making through training and trading games, then work on projects with the firm's trading desks.",
    requirements: [
      'Studying a quantitative subject such as mathematics, physics or engineering',
      'Strong mental arithmetic and probability skills',
      'Interest in options and financial markets',
      'Calm, quick decision-making',
    ],
    applyUrl: 'https://www.mavensecurities.com/careers/',
  },
  {
    key: 'man-group-quant-research-london',
    title: 'Quant Research Summer Intern',
    company: 'Man Group',
    location: 'London, UK',
    region: 'Europe',
    role: 'Quantitative Researcher',
    description:
      "Man Group's summer internship gives students experience inside a global investment manager. Quant research interns join systematic investment teams such as Man AHL and work on a research project using the firm's data and research infrastructure.",
    requirements: [
      'Studying a quantitative discipline',
      'Strong statistics and programming skills, e.g. Python',
      'Interest in systematic investing',
      'Clear written and verbal communication',
    ],
    applyUrl: 'https://www.man.com/students-and-graduates',
  },
  {
    key: 'squarepoint-quant-developer-london',
    title: 'Quantitative Developer Intern',
    company: 'Squarepoint Capital',
    location: 'London, UK',
    region: 'Europe',
    role: 'Quantitative Developer',
    description:
      'Squarepoint is a systematic investment manager. Quantitative developer interns work with quant researchers on the code behind research and trading, such as data processing, back-testing tools and production trading components.',
    requirements: [
      'Studying computer science, mathematics, engineering or a related field',
      'Strong programming skills in Python and/or C++',
      'Knowledge of data structures and algorithms',
      'Interest in quantitative finance',
    ],
    applyUrl: 'https://www.squarepoint-capital.com/careers',
  },
  {
    key: 'qrt-quant-developer-paris',
    title: 'Quantitative Developer Intern',
    company: 'Qube Research & Technologies',
    location: 'Paris, France',
    region: 'Europe',
    role: 'Quantitative Developer',
    description:
      "Qube Research & Technologies is a quantitative and systematic investment manager with large offices in London and Paris. Quantitative developer interns build and improve the libraries, data pipelines and tools that the firm's researchers and traders use for its systematic strategies.",
    requirements: [
      'Studying computer science, applied mathematics or engineering',
      'Strong programming skills in Python and/or C++',
      'Good knowledge of software engineering practices',
      'Interest in quantitative finance',
    ],
    applyUrl: 'https://www.qube-rt.com/careers/',
  },
  {
    key: 'jane-street-quant-research-london',
    title: 'Quantitative Researcher Intern',
    company: 'Jane Street',
    location: 'London, UK',
    region: 'Europe',
    role: 'Quantitative Researcher',
    description:
      "Quantitative research interns work with Jane Street's researchers on open-ended problems, using statistics, machine learning and large data sets to build and test models used in trading. Interns also attend classes on markets and on the firm's approach to trading.",
    requirements: [
      'Studying mathematics, statistics, computer science, physics or a related field',
      'Strong grounding in probability and statistics',
      'Programming experience, e.g. Python',
      'Clear communication of reasoning and results',
    ],
    applyUrl: 'https://www.janestreet.com/join-jane-street/internships/',
  },

  // ---------------------------------------------------------------- Asia
  {
    key: 'jane-street-quant-trader-hong-kong',
    title: 'Quantitative Trader Intern',
    company: 'Jane Street',
    location: 'Hong Kong',
    region: 'Asia',
    role: 'Quantitative Trader',
    description:
      "Trading interns in Jane Street's Hong Kong office combine classes on trading and markets with mock trading sessions and projects with mentors on the desk. No background in finance is expected.",
    requirements: [
      "Enrolled in a bachelor's, master's or PhD programme",
      'Strong quantitative reasoning, especially probability',
      'Clear, collaborative communication',
      'Some programming experience is helpful',
    ],
    applyUrl: 'https://www.janestreet.com/join-jane-street/internships/',
  },
  {
    key: 'optiver-quant-trading-singapore',
    title: 'Quantitative Trading Intern',
    company: 'Optiver',
    location: 'Singapore',
    region: 'Asia',
    role: 'Quantitative Trader',
    description:
      "Trading interns in Optiver's Singapore office attend firm-wide training that includes options trading simulations, then shadow traders and help trading teams with projects such as automating processes and improving pricing inputs.",
    requirements: [
      'Studying a quantitative field',
      'Data analysis and logical reasoning skills',
      'Curiosity about how markets work',
      'Teamwork and clear communication',
    ],
    applyUrl: 'https://www.optiver.com/working-at-optiver/career-opportunities/',
  },
  {
    key: 'tower-research-quant-developer-singapore',
    title: 'Quantitative Developer Intern',
    company: 'Tower Research Capital',
    location: 'Singapore',
    region: 'Asia',
    role: 'Quantitative Developer',
    description:
      "Quantitative developer interns in Tower's Singapore office work with trading teams on the code behind their strategies, using Python, C++ and Linux to build research tools, data pipelines and trading system components.",
    requirements: [
      'Studying computer science, mathematics, engineering or a related field',
      'Programming skills in Python and C++',
      'Familiarity with Linux and shell scripting',
      'Interest in markets and quantitative trading',
    ],
    applyUrl: 'https://www.tower-research.com/open-positions/',
  },
  {
    key: 'millennium-quant-researcher-hong-kong',
    title: 'Quantitative Researcher Intern',
    company: 'Millennium Management',
    location: 'Hong Kong',
    region: 'Asia',
    role: 'Quantitative Researcher',
    description:
      'Quantitative researcher interns join a Millennium investment team trading Asia-Pacific and global equity markets from Hong Kong, analysing market, fundamental and alternative data to research predictive signals with statistical and machine learning models.',
    requirements: [
      "Pursuing a master's or PhD in a quantitative field",
      'Strong coding skills in Python or C++',
      'Background in statistics, data mining or machine learning',
      'Interest in equity markets',
    ],
    applyUrl: 'https://www.mlp.com/careers/',
  },
  {
    key: 'worldquant-quant-research-mumbai',
    title: 'Quantitative Research Intern',
    company: 'WorldQuant',
    location: 'Mumbai, India',
    region: 'Asia',
    role: 'Quantitative Researcher',
    description:
      "WorldQuant's quantitative research summer internship in India pairs each intern with an experienced researcher as adviser. Interns analyse financial market data and build computer-based models (alphas) that seek to predict market movements, with training on the fundamentals of quantitative finance.",
    requirements: [
      "Pursuing a bachelor's or advanced degree in engineering, science, mathematics or finance",
      'Eligible to work in India',
      'Strong analytical and programming skills',
      'Interest in learning about financial markets',
    ],
    applyUrl: 'https://www.worldquant.com/careers/',
  },
  {
    key: 'graviton-software-developer-gurugram',
    title: 'Software Developer Intern',
    company: 'Graviton Research Capital',
    location: 'Gurugram, India',
    region: 'Asia',
    role: 'Software Engineer',
    description:
      "Graviton Research Capital is a quantitative trading firm based in Gurugram. Software developer interns work on the firm's low-latency trading systems and research infrastructure, writing performance-critical code with mentoring from its engineers.",
    requirements: [
      'Studying computer science or a related field',
      'Strong programming skills in C++ or Python',
      'Good knowledge of data structures and algorithms',
      'Interest in systems performance',
    ],
    applyUrl: 'https://www.gravitontrading.com/careers.html',
  },
];
