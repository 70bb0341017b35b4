// Quant competitions reference data (timing, sponsors, perks, official page, tags), loaded into the database at start.
import type { Competition } from '../../../shared/contracts/competitions';

export const COMPETITIONS: readonly Competition[] = [
  {
    slug: 'imc-prosperity',
    name: 'IMC Prosperity',
    timing: 'Annual',
    sponsors: 'IMC Trading',
    description:
      "IMC's global online trading challenge for university students, run each year since 2023. Teams of up to five write Python trading algorithms and make manual trading decisions over five rounds in a gamified simulated market.",
    perks:
      'A share of the cash prize pool (US$50,000 in recent editions), a place on the global leaderboard and visibility with IMC recruiters.',
    url: 'https://prosperity.imc.com',
    categories: ['Algorithmic Trading', 'Programming', 'Trading Strategy', 'Market Making'],
  },
  {
    slug: 'citadel-datathons',
    name: 'Citadel Datathons',
    timing: 'Multiple times per year',
    sponsors: 'Citadel and Citadel Securities',
    description:
      'Data science competitions for university students in which teams analyse a large real-world dataset against a short deadline and submit a written report of their findings. Events include regional and invitational datathons.',
    perks: 'Cash prizes for top teams and recruiting opportunities with Citadel and Citadel Securities.',
    url: 'https://www.citadel.com/careers/programs-and-events/datathons/',
    categories: ['Data Science', 'Statistics', 'Hackathon'],
  },
  {
    slug: 'citadel-terminal',
    name: 'Citadel Terminal',
    timing: 'Multiple times per year',
    sponsors: 'Citadel and Citadel Securities, with Correlation One',
    description:
      "Online programming competition run with Correlation One in which students write algorithms in Python, Java or Rust that play a two-player tower-defence strategy game against other teams' code, with regional events held through the year.",
    perks: 'Cash prizes for top teams and recruiting opportunities with Citadel and Citadel Securities.',
    url: 'https://www.citadel.com/careers/programs-and-events/terminal/',
    categories: ['Programming', 'Hackathon'],
  },
  {
    slug: 'worldquant-brain-iqc',
    name: 'WorldQuant BRAIN International Quant Championship (IQC)',
    timing: 'Annual',
    sponsors: 'WorldQuant',
    description:
      "Team competition for university students, who design and submit alphas (predictive trading signals) on WorldQuant's BRAIN simulation platform and progress through several stages to a global final.",
    perks: 'Cash prizes for top teams and a route to paid BRAIN Research Consultant work with WorldQuant.',
    url: 'https://www.worldquant.com/brain/iqc/',
    categories: ['Alpha Generation', 'Quantitative Research', 'Data Science'],
  },
  {
    slug: 'rotman-international-trading-competition',
    name: 'Rotman International Trading Competition (RITC)',
    timing: 'Annual',
    sponsors: 'Rotman School of Management, University of Toronto',
    description:
      'Three-day competition held in Toronto each year from late February into early March, in which university teams trade simulated market cases on the Rotman Interactive Trader platform, covering products such as equities, options and commodities as well as algorithmic market making.',
    perks: 'Prizes and recognition for top teams, plus networking with the trading firms that sponsor the cases.',
    url: 'https://ritc.rotman.utoronto.ca',
    categories: ['Trading Strategy', 'Algorithmic Trading', 'Market Making', 'Multi-Asset Strategies'],
  },
  {
    slug: 'numerai-tournament',
    name: 'Numerai Tournament',
    timing: 'Continuous',
    sponsors: 'Numerai',
    description:
      "Data science tournament that runs continuously and is open to anyone, student or not: participants train machine-learning models on Numerai's obfuscated financial data and submit stock-market predictions, round after round, that inform the Numerai hedge fund's trading.",
    perks:
      'Participants can stake NMR cryptocurrency on their models and earn payouts, or lose part of their stake, based on live performance.',
    url: 'https://numer.ai',
    categories: ['Machine Learning', 'Data Science', 'Alpha Generation'],
  },
  {
    slug: 'cme-group-university-trading-challenge',
    name: 'CME Group University Trading Challenge',
    timing: 'Annual',
    sponsors: 'CME Group, with CQG',
    description:
      "Four-week online competition in which teams of three to five students from the same university trade CME Group futures across agriculture, energy, metals, equity indices, interest rates and FX on CQG's simulated platform with live market data.",
    perks: 'Cash prizes for the top five eligible teams and an invitation to a CME Group market education event.',
    url: 'https://www.cmegroup.com/events/university-trading-challenge.html',
    categories: ['Trading Strategy', 'Multi-Asset Strategies', 'Portfolio Management'],
  },
  {
    slug: 'uchicago-trading-competition',
    name: 'UChicago Trading Competition',
    timing: 'Annual',
    sponsors: 'University of Chicago Financial Markets Program, with trading-firm sponsors',
    description:
      "Algorithmic trading competition hosted in Chicago by the University of Chicago's Financial Markets Program, in which university teams write trading code for cases such as live market making and portfolio optimization.",
    perks: 'Cash prizes for top teams and networking with the sponsoring trading firms.',
    url: 'https://tradingcompetition.uchicago.edu',
    categories: ['Algorithmic Trading', 'Market Making', 'Optimization', 'Portfolio Management'],
  },
  {
    slug: 'mit-trading-competition',
    name: 'MIT Trading Competition',
    timing: 'Annual',
    sponsors: 'Traders@MIT, with trading-firm sponsors',
    description:
      'Intercollegiate trading competition hosted by the MIT student club Traders@MIT, in which teams from universities compete in simulated-market cases that combine algorithmic and manual trading.',
    perks: 'Cash prizes for top teams and networking with the sponsoring trading firms.',
    url: 'https://traders.mit.edu',
    categories: ['Algorithmic Trading', 'Trading Strategy', 'Market Making'],
  },
  {
    slug: 'cfa-institute-research-challenge',
    name: 'CFA Institute Research Challenge',
    timing: 'Annual',
    sponsors: 'CFA Institute and local CFA societies',
    description:
      'Fundamental equity research rather than quantitative trading: a global competition in which university teams research an assigned public company, write an equity research report with a buy, sell or hold recommendation, and present it to industry judges at local, regional and global levels.',
    perks:
      'Mentoring by a CFA charterholder, feedback from industry judges and the chance to advance to regional and global finals.',
    url: 'https://www.cfainstitute.org/societies/challenge',
    categories: ['Equity Research', 'Investment Research', 'Stock Pitching', 'Presentation Skills'],
  },
];
