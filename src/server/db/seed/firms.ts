// Quant firms reference data (name, official site, category, one-line description), loaded into the database at start.
import type { Firm } from '../../../shared/contracts/firms';

export const FIRMS: readonly Firm[] = [
  {
    name: '3Red Partners',
    url: 'https://www.3redpartners.com',
    category: 'Prop Trading',
    description:
      'Chicago-based quantitative proprietary trading firm that develops automated strategies for electronic markets.',
  },
  {
    name: 'Acadian Asset Management',
    url: 'https://www.acadian-asset.com',
    category: 'Asset Manager',
    description:
      'Boston-based quantitative investment manager specialising in systematic active equity and multi-asset strategies.',
  },
  {
    name: 'Akuna Capital',
    url: 'https://akunacapital.com',
    category: 'Market Maker',
    description:
      'Chicago-based derivatives market maker founded in 2011, trading options and futures with in-house technology.',
  },
  {
    name: 'Allston Trading',
    url: 'https://www.allstontrading.com',
    category: 'Prop Trading',
    description:
      'Chicago-based proprietary trading firm that trades electronically using automated, high-frequency strategies.',
  },
  {
    name: 'Alpha Architect',
    url: 'https://alphaarchitect.com',
    category: 'Asset Manager',
    description:
      'Quantitative asset manager and ETF issuer founded by Wesley Gray, known for research on value and momentum investing.',
  },
  {
    name: 'AlphaGrep Securities',
    url: 'https://www.alpha-grep.com',
    category: 'Prop Trading',
    description:
      'Mumbai-based quantitative trading firm that runs algorithmic strategies on exchanges in India and around the world.',
  },
  {
    name: 'AlphaSimplex Group',
    url: 'https://www.alphasimplex.com',
    category: 'Asset Manager',
    description:
      'Massachusetts-based quantitative investment manager founded by MIT professor Andrew Lo in 1999, known for managed futures strategies.',
  },
  {
    name: 'ANZ',
    url: 'https://www.anz.com',
    category: 'Bank',
    description: 'Melbourne-headquartered Australian bank with institutional banking and global markets operations.',
  },
  {
    name: 'AQR Capital Management',
    url: 'https://www.aqr.com',
    category: 'Asset Manager',
    description:
      'Greenwich, Connecticut-based investment firm co-founded by Cliff Asness in 1998, known for factor-based and systematic investing.',
  },
  {
    name: 'Arrowstreet Capital',
    url: 'https://www.arrowstreetcapital.com',
    category: 'Asset Manager',
    description:
      'Boston-based quantitative asset manager focused on global equity strategies for institutional investors.',
  },
  {
    name: 'Aspect Capital',
    url: 'https://www.aspectcapital.com',
    category: 'Hedge Fund',
    description:
      'London-based systematic investment manager founded in 1997, best known for its trend-following Aspect Diversified programme.',
  },
  {
    name: 'Avantis Investors',
    url: 'https://www.avantisinvestors.com',
    category: 'Asset Manager',
    description:
      'Systematic investment manager launched in 2019 by former Dimensional staff, part of American Century Investments.',
  },
  {
    name: 'B2C2',
    url: 'https://www.b2c2.com',
    category: 'Market Maker',
    description: "Digital asset liquidity provider founded in London in 2015 and part of Japan's SBI Group.",
  },
  {
    name: 'Balyasny Asset Management',
    url: 'https://www.bamfunds.com',
    category: 'Hedge Fund',
    description:
      'Chicago-based multi-strategy hedge fund founded by Dmitry Balyasny in 2001, with equity, macro, commodities and systematic teams.',
  },
  {
    name: 'Bank of America',
    url: 'https://www.bankofamerica.com',
    category: 'Bank',
    description:
      'Charlotte, North Carolina-headquartered bank whose Global Markets business employs quants in trading, structuring and risk.',
  },
  {
    name: 'Barclays',
    url: 'https://home.barclays',
    category: 'Bank',
    description:
      'London-headquartered bank whose investment bank employs quants in markets, risk and electronic trading.',
  },
  {
    name: 'BBVA',
    url: 'https://www.bbva.com',
    category: 'Bank',
    description:
      'Spanish banking group whose corporate and investment banking unit runs global markets trading and structuring.',
  },
  {
    name: 'Belvedere Trading',
    url: 'https://www.belvederetrading.com',
    category: 'Market Maker',
    description:
      'Chicago-based proprietary trading firm and market maker in equity index, commodity and interest rate options.',
  },
  {
    name: 'BlackRock',
    url: 'https://www.blackrock.com',
    category: 'Asset Manager',
    description:
      'New York-based asset manager whose Systematic team runs quantitative active equity and multi-asset strategies alongside its index business.',
  },
  {
    name: 'BMO',
    url: 'https://www.bmo.com',
    category: 'Bank',
    description:
      'Canadian bank whose BMO Capital Markets division provides trading, investment banking and research services.',
  },
  {
    name: 'BNP Paribas',
    url: 'https://group.bnpparibas',
    category: 'Bank',
    description:
      'Paris-headquartered bank whose Global Markets division is a major dealer in equity derivatives, fixed income and currencies.',
  },
  {
    name: 'BNY',
    url: 'https://www.bny.com',
    category: 'Bank',
    description:
      'New York-based custody bank, formerly BNY Mellon, providing securities services, markets and asset management.',
  },
  {
    name: 'Brevan Howard',
    url: 'https://www.brevanhoward.com',
    category: 'Hedge Fund',
    description:
      'Global macro hedge fund co-founded by Alan Howard in 2002, specialising in fixed income, currency and macro trading.',
  },
  {
    name: 'Bridgewater Associates',
    url: 'https://www.bridgewater.com',
    category: 'Hedge Fund',
    description:
      'Westport, Connecticut-based macro investment manager founded by Ray Dalio in 1975, known for its Pure Alpha and All Weather strategies.',
  },
  {
    name: 'Capital Fund Management (CFM)',
    url: 'https://www.cfm.com',
    category: 'Hedge Fund',
    description:
      'Paris-based quantitative investment manager founded in 1991, known for its research-driven, physics-influenced approach to systematic trading.',
  },
  {
    name: 'Capstone Investment Advisors',
    url: 'https://www.capstoneco.com',
    category: 'Hedge Fund',
    description:
      'New York-based hedge fund focused on relative value trading with a volatility bias across derivatives markets.',
  },
  {
    name: 'Capula Investment Management',
    url: 'https://www.capulaglobal.com',
    category: 'Hedge Fund',
    description:
      'London-based hedge fund co-founded by Yan Huo in 2005, focused on fixed income relative value and global macro strategies.',
  },
  {
    name: 'Caxton Associates',
    url: 'https://www.caxton.com',
    category: 'Hedge Fund',
    description: 'London-based global macro hedge fund founded by Bruce Kovner in 1983.',
  },
  {
    name: 'Chicago Trading Company',
    url: 'https://www.chicagotrading.com',
    category: 'Market Maker',
    description:
      'Chicago-based derivatives trading firm founded in 1995 that provides liquidity in options and futures markets.',
  },
  {
    name: 'CIBC',
    url: 'https://www.cibc.com',
    category: 'Bank',
    description:
      'Toronto-headquartered Canadian bank whose CIBC Capital Markets division provides trading, investment banking and research services.',
  },
  {
    name: 'Citadel',
    url: 'https://www.citadel.com',
    category: 'Hedge Fund',
    description:
      'Multi-strategy hedge fund founded by Ken Griffin in 1990 and headquartered in Miami, with equities, fixed income, commodities and quant businesses.',
  },
  {
    name: 'Citadel Securities',
    url: 'https://www.citadelsecurities.com',
    category: 'Market Maker',
    description:
      'Miami-headquartered market maker founded by Ken Griffin that provides liquidity in equities, options, fixed income and FX.',
  },
  {
    name: 'Citi',
    url: 'https://www.citigroup.com',
    category: 'Bank',
    description: 'New York-based global bank with large markets, electronic trading and quantitative analysis teams.',
  },
  {
    name: 'Commerzbank',
    url: 'https://www.commerzbank.com',
    category: 'Bank',
    description: 'Frankfurt-headquartered German bank with corporate banking and capital markets operations.',
  },
  {
    name: 'Crabel Capital Management',
    url: 'https://www.crabel.com',
    category: 'Hedge Fund',
    description:
      'Los Angeles-based systematic investment manager founded by Toby Crabel, known for short-term futures and equity trading strategies.',
  },
  {
    name: 'Crédit Agricole CIB',
    url: 'https://www.ca-cib.com',
    category: 'Bank',
    description:
      "Corporate and investment banking arm of France's Crédit Agricole group, with capital markets and quantitative research teams.",
  },
  {
    name: 'D. E. Shaw & Co.',
    url: 'https://www.deshaw.com',
    category: 'Hedge Fund',
    description:
      'New York-based investment firm founded by David E. Shaw in 1988, running quantitative and discretionary strategies across asset classes.',
  },
  {
    name: 'Da Vinci Trading',
    url: 'https://www.davincitrading.com',
    category: 'Prop Trading',
    description: 'Amsterdam-based proprietary trading firm focused on derivatives trading and market making.',
  },
  {
    name: 'Danske Bank',
    url: 'https://www.danskebank.com',
    category: 'Bank',
    description:
      'Copenhagen-headquartered bank, the largest in Denmark, with corporate banking and markets operations.',
  },
  {
    name: 'DBS',
    url: 'https://www.dbs.com',
    category: 'Bank',
    description:
      'Singapore-headquartered bank, the largest in Southeast Asia by assets, with treasury and markets operations.',
  },
  {
    name: 'Deutsche Bank',
    url: 'https://www.db.com',
    category: 'Bank',
    description:
      'Frankfurt-headquartered global bank with quantitative strategists across its fixed income, currencies and equities businesses.',
  },
  {
    name: 'Dimensional Fund Advisors',
    url: 'https://www.dimensional.com',
    category: 'Asset Manager',
    description:
      'Austin, Texas-based investment firm founded in 1981 that builds portfolios based on academic research into the drivers of returns.',
  },
  {
    name: 'DRW',
    url: 'https://drw.com',
    category: 'Prop Trading',
    description:
      'Chicago-based diversified trading firm founded by Don Wilson in 1992 that trades its own capital across asset classes.',
  },
  {
    name: 'DUNN Capital Management',
    url: 'https://dunncapital.com',
    category: 'Hedge Fund',
    description:
      'Trend-following managed futures firm founded by Bill Dunn in 1974, one of the longest-running systematic trading programmes.',
  },
  {
    name: 'DV Trading',
    url: 'https://dvtrading.co',
    category: 'Prop Trading',
    description:
      'Chicago-based proprietary trading firm that trades futures, options and energy markets with its own capital.',
  },
  {
    name: 'Eagle Seven',
    url: 'https://www.eagleseven.com',
    category: 'Prop Trading',
    description:
      'Chicago-based proprietary trading firm that trades derivatives and other listed products with its own capital.',
  },
  {
    name: 'Eclipse Trading',
    url: 'https://www.eclipsetrading.com',
    category: 'Market Maker',
    description:
      'Options market maker and proprietary trading firm with a major presence in Hong Kong and Asia-Pacific derivatives markets.',
  },
  {
    name: 'Engineers Gate',
    url: 'https://www.engineersgate.com',
    category: 'Hedge Fund',
    description: 'New York-based quantitative hedge fund that trades global equities using computer-driven strategies.',
  },
  {
    name: 'ExodusPoint Capital Management',
    url: 'https://www.exoduspoint.com',
    category: 'Hedge Fund',
    description:
      'New York-based multi-strategy hedge fund founded by Michael Gelband and Hyung Lee, running fundamental, macro and quantitative strategies.',
  },
  {
    name: 'Five Rings',
    url: 'https://fiverings.com',
    category: 'Prop Trading',
    description:
      'New York-based proprietary trading firm that uses quantitative research and technology to trade a range of financial products.',
  },
  {
    name: 'Flow Traders',
    url: 'https://www.flowtraders.com',
    category: 'Market Maker',
    description:
      'Amsterdam-based liquidity provider specialising in exchange-traded products, founded in 2004 and listed on Euronext Amsterdam.',
  },
  {
    name: 'G-Research',
    url: 'https://www.gresearch.com',
    // It calls itself a research and technology firm, not a fund; of the list's categories prop trading is nearest.
    category: 'Prop Trading',
    description:
      'London-based quantitative research and technology firm, in its own words, that uses machine learning on large datasets to predict movements in financial markets.',
  },
  {
    name: 'Gelber Group',
    url: 'https://www.gelbergroup.com',
    category: 'Prop Trading',
    description:
      'Chicago-based proprietary trading firm that trades futures, equities and fixed income using algorithmic strategies.',
  },
  {
    name: 'Geneva Trading',
    url: 'https://www.genevatrading.com',
    category: 'Prop Trading',
    description:
      'Chicago-based proprietary trading firm that trades futures, fixed income and other products on global exchanges.',
  },
  {
    name: 'GMO',
    url: 'https://www.gmo.com',
    category: 'Asset Manager',
    description:
      'Boston-based investment manager co-founded by Jeremy Grantham in 1977, running asset allocation and systematic equity strategies.',
  },
  {
    name: 'Goldman Sachs',
    url: 'https://www.goldmansachs.com',
    category: 'Bank',
    description:
      'New York-based global investment bank whose strats and engineering teams build quantitative models across its markets businesses.',
  },
  {
    name: 'Graham Capital Management',
    url: 'https://www.grahamcapital.com',
    category: 'Hedge Fund',
    description:
      'Rowayton, Connecticut-based manager founded by Kenneth Tropin in 1994, running systematic trend-following and discretionary macro strategies.',
  },
  {
    name: 'Grasshopper',
    url: 'https://www.grasshopperasia.com',
    category: 'Prop Trading',
    description:
      'Singapore-based proprietary trading firm that applies quantitative research and technology to trade global markets.',
  },
  {
    name: 'Graviton Research Capital',
    url: 'https://www.gravitontrading.com',
    category: 'Prop Trading',
    description:
      'Gurugram, India-based quantitative trading firm running automated trading strategies on Indian and global exchanges.',
  },
  {
    name: 'Group One Trading',
    url: 'https://www.group1.com',
    category: 'Market Maker',
    description: 'Proprietary trading firm and options market maker active on US equity and index options exchanges.',
  },
  {
    name: 'GSA Capital',
    url: 'https://www.gsacapital.com',
    category: 'Hedge Fund',
    description:
      'London-based quantitative investment manager running systematic trading strategies in global markets.',
  },
  {
    name: 'GSR',
    url: 'https://www.gsr.io',
    category: 'Market Maker',
    description:
      'Crypto trading firm and market maker founded in 2013, providing liquidity and OTC trading in digital assets.',
  },
  {
    name: 'GTS',
    url: 'https://www.gtsx.com',
    category: 'Market Maker',
    description: 'New York-based electronic market maker and a designated market maker on the New York Stock Exchange.',
  },
  {
    name: 'Headlands Technologies',
    url: 'https://www.headlandstech.com',
    category: 'Prop Trading',
    description:
      'Quantitative trading firm that applies statistical research and low-latency technology to trade electronic markets.',
  },
  {
    name: 'HSBC',
    url: 'https://www.hsbc.com',
    category: 'Bank',
    description:
      'London-headquartered global bank with quantitative and electronic trading teams in its markets business.',
  },
  {
    name: 'Hudson Bay Capital Management',
    url: 'https://www.hudsonbaycapital.com',
    category: 'Hedge Fund',
    description:
      'Multi-strategy hedge fund founded by Sander Gerber in 2006 that allocates capital across a range of trading strategies and asset classes.',
  },
  {
    name: 'Hudson River Trading',
    url: 'https://www.hudsonrivertrading.com',
    category: 'Prop Trading',
    description:
      'New York-based quantitative trading firm founded in 2002 that trades algorithmically across global asset classes.',
  },
  {
    name: 'IMC Trading',
    url: 'https://www.imc.com',
    category: 'Market Maker',
    description:
      'Amsterdam-based market-making firm founded in 1989 that provides liquidity in options, equities, ETFs and futures on global exchanges.',
  },
  {
    name: 'ING',
    url: 'https://www.ing.com',
    category: 'Bank',
    description:
      'Amsterdam-headquartered bank with wholesale banking and financial markets operations across Europe and beyond.',
  },
  {
    name: 'J.P. Morgan',
    url: 'https://www.jpmorgan.com',
    category: 'Bank',
    description:
      'Investment banking and markets arm of New York-based JPMorgan Chase, with large quantitative research and electronic trading teams.',
  },
  {
    name: 'Jacobs Levy Equity Management',
    url: 'https://www.jlem.com',
    category: 'Asset Manager',
    description:
      'Florham Park, New Jersey-based quantitative equity manager founded by Bruce Jacobs and Ken Levy in 1986.',
  },
  {
    name: 'Jane Street',
    url: 'https://www.janestreet.com',
    category: 'Market Maker',
    description:
      'Global trading firm and liquidity provider founded in New York in 2000, known for ETF and bond market making and its use of OCaml.',
  },
  {
    name: 'Jefferies',
    url: 'https://www.jefferies.com',
    category: 'Bank',
    description:
      'New York-based investment bank and capital markets firm with equities, fixed income and electronic trading businesses.',
  },
  {
    name: 'Jump Trading',
    url: 'https://www.jumptrading.com',
    category: 'Prop Trading',
    description:
      'Chicago-based quantitative trading firm founded in 1999 that trades futures, equities, options and digital assets.',
  },
  {
    name: 'Kepos Capital',
    url: 'https://www.keposcapital.com',
    category: 'Hedge Fund',
    description:
      'New York-based systematic investment firm co-founded by Mark Carhart and Robert Litterman, both formerly of Goldman Sachs.',
  },
  {
    name: 'Keyrock',
    url: 'https://keyrock.com',
    category: 'Market Maker',
    description:
      'Brussels-based digital asset market maker founded in 2017 that provides liquidity on crypto exchanges.',
  },
  {
    name: 'Laurion Capital Management',
    url: 'https://www.laurioncapital.com',
    category: 'Hedge Fund',
    description: 'New York-based hedge fund specialising in equity derivatives and volatility trading.',
  },
  {
    name: 'Liquid Capital',
    url: 'https://www.liquidcapital.com',
    category: 'Market Maker',
    description:
      'Proprietary trading firm and derivatives market maker with trading offices in Asia-Pacific, Europe and the United States.',
  },
  {
    name: 'LMR Partners',
    url: 'https://www.lmrpartners.com',
    category: 'Hedge Fund',
    description:
      'London-headquartered multi-strategy hedge fund founded in 2009, with offices in Asia and the United States.',
  },
  {
    name: 'LSV Asset Management',
    url: 'https://www.lsvasset.com',
    category: 'Asset Manager',
    description:
      'Chicago-based quantitative value equity manager founded in 1994 by Josef Lakonishok, Andrei Shleifer and Robert Vishny.',
  },
  {
    name: 'Lynx Asset Management',
    url: 'https://www.lynxhedge.se',
    category: 'Hedge Fund',
    description: 'Stockholm-based systematic investment manager known for its trend-following Lynx Program.',
  },
  {
    name: 'Macquarie Group',
    url: 'https://www.macquarie.com',
    category: 'Bank',
    description:
      'Sydney-headquartered financial group with commodities, global markets and asset management businesses.',
  },
  {
    name: 'Mako',
    url: 'https://www.mako.com',
    category: 'Market Maker',
    description: 'London-based proprietary trading firm and market maker in exchange-traded derivatives.',
  },
  {
    name: 'Man Group',
    url: 'https://www.man.com',
    category: 'Hedge Fund',
    description:
      'London-based, publicly listed investment manager whose Man AHL unit is a long-running systematic and trend-following business.',
  },
  {
    name: 'Marshall Wace',
    url: 'https://www.mwam.com',
    category: 'Hedge Fund',
    description:
      'London-based hedge fund founded by Paul Marshall and Ian Wace in 1997, combining fundamental and systematic equity strategies.',
  },
  {
    name: 'Maven Securities',
    url: 'https://www.mavensecurities.com',
    category: 'Prop Trading',
    description:
      'London-headquartered proprietary trading firm and market maker trading derivatives and equities across global markets.',
  },
  {
    name: 'Millburn',
    url: 'https://www.millburn.com',
    category: 'Hedge Fund',
    description:
      'Systematic investment manager founded in 1971, running diversified futures and machine-learning-based trading strategies.',
  },
  {
    name: 'Millennium Management',
    url: 'https://www.mlp.com',
    category: 'Hedge Fund',
    description:
      'New York-based multi-strategy hedge fund founded by Israel Englander in 1989 that allocates capital to many independent portfolio manager teams.',
  },
  {
    name: 'Mizuho',
    url: 'https://www.mizuhogroup.com',
    category: 'Bank',
    description:
      'Tokyo-headquartered financial group with global markets, securities and quantitative analytics businesses.',
  },
  {
    name: 'Morgan Stanley',
    url: 'https://www.morganstanley.com',
    category: 'Bank',
    description:
      'New York-based investment bank and wealth manager with quantitative strategists and electronic trading teams in its institutional securities business.',
  },
  {
    name: 'MUFG',
    url: 'https://www.mufg.jp',
    category: 'Bank',
    description:
      "Tokyo-headquartered Mitsubishi UFJ Financial Group, Japan's largest banking group, with global markets and securities operations.",
  },
  {
    name: 'NatWest Group',
    url: 'https://www.natwestgroup.com',
    category: 'Bank',
    description:
      'UK banking group whose NatWest Markets arm trades fixed income, currencies and rates for corporate and institutional clients.',
  },
  {
    name: 'Nomura',
    url: 'https://www.nomura.com',
    category: 'Bank',
    description:
      'Tokyo-headquartered financial services group with global markets and quantitative research teams in Asia, Europe and the Americas.',
  },
  {
    name: 'Nordea',
    url: 'https://www.nordea.com',
    category: 'Bank',
    description: 'Helsinki-headquartered Nordic bank with large corporate, institutional and markets businesses.',
  },
  {
    name: 'Numerai',
    url: 'https://numer.ai',
    category: 'Hedge Fund',
    description:
      'San Francisco-based hedge fund that trades on predictions crowdsourced from a global data science tournament.',
  },
  {
    name: 'Old Mission Capital',
    url: 'https://www.oldmissioncapital.com',
    category: 'Market Maker',
    description: 'Chicago-based quantitative trading firm and market maker in ETFs, options and fixed income.',
  },
  {
    name: 'Optiver',
    url: 'https://www.optiver.com',
    category: 'Market Maker',
    description:
      'Amsterdam-based market maker founded in 1986 that provides liquidity in listed derivatives, equities, ETFs and bonds worldwide.',
  },
  {
    name: 'PanAgora Asset Management',
    url: 'https://www.panagora.com',
    category: 'Asset Manager',
    description: 'Boston-based quantitative asset manager known for risk parity and systematic equity strategies.',
  },
  {
    name: 'Parametric Portfolio Associates',
    url: 'https://www.parametricportfolio.com',
    category: 'Asset Manager',
    description:
      'Seattle-based, rules-based investment manager known for custom indexing and overlay strategies, part of Morgan Stanley Investment Management.',
  },
  {
    name: 'PDT Partners',
    url: 'https://www.pdtpartners.com',
    category: 'Hedge Fund',
    description:
      'New York-based quantitative investment firm led by Peter Muller that spun out of Morgan Stanley in 2012.',
  },
  {
    name: 'PEAK6',
    url: 'https://www.peak6.com',
    category: 'Prop Trading',
    description:
      'Investment and trading firm founded in 1997 by Matt Hulsizer and Jenny Just, with roots in options trading.',
  },
  {
    name: 'PIMCO',
    url: 'https://www.pimco.com',
    category: 'Asset Manager',
    description:
      'Newport Beach, California-based investment manager specialising in fixed income, with large quantitative research and analytics teams.',
  },
  {
    name: 'Point72',
    url: 'https://www.point72.com',
    category: 'Hedge Fund',
    description:
      'Stamford, Connecticut-based investment firm led by Steven A. Cohen, whose Cubist Systematic Strategies unit runs its quantitative investing.',
  },
  {
    name: 'Quadrature Capital',
    url: 'https://quadrature.ai',
    category: 'Hedge Fund',
    description:
      'London-based quantitative hedge fund that uses automated, research-driven strategies to trade global financial markets.',
  },
  {
    name: 'Quantica Capital',
    url: 'https://quantica-capital.com',
    category: 'Hedge Fund',
    description: 'Zurich-based systematic investment manager running trend-following managed futures strategies.',
  },
  {
    name: 'Quantlab',
    url: 'https://www.quantlab.com',
    category: 'Prop Trading',
    description:
      'Houston-based quantitative trading firm that develops automated trading strategies for global financial markets.',
  },
  {
    name: 'Qube Research & Technologies',
    url: 'https://www.qube-rt.com',
    category: 'Hedge Fund',
    description:
      'Quantitative investment manager running technology-driven systematic strategies across asset classes from offices in Europe, Asia and the US.',
  },
  {
    name: 'Quoniam Asset Management',
    url: 'https://www.quoniam.com',
    category: 'Asset Manager',
    description: 'Frankfurt-based quantitative asset manager that is part of the Union Investment group.',
  },
  {
    name: 'Radix Trading',
    url: 'https://radixtrading.co',
    category: 'Prop Trading',
    description:
      'Chicago-based quantitative trading firm that develops research-driven, systematic strategies for global markets.',
  },
  {
    name: 'RBC Capital Markets',
    url: 'https://www.rbccm.com',
    category: 'Bank',
    description:
      'Investment banking and markets arm of Royal Bank of Canada, with trading and quantitative teams in Toronto, New York and London.',
  },
  {
    name: 'Renaissance Technologies',
    url: 'https://www.rentec.com',
    category: 'Hedge Fund',
    description:
      'Quantitative investment firm in East Setauket, New York, founded by mathematician Jim Simons in 1982 and known for its Medallion Fund.',
  },
  {
    name: 'Research Affiliates',
    url: 'https://www.researchaffiliates.com',
    category: 'Asset Manager',
    description:
      'Newport Beach, California-based investment firm founded by Rob Arnott, known for pioneering fundamental indexation (RAFI).',
  },
  {
    name: 'Robeco',
    url: 'https://www.robeco.com',
    category: 'Asset Manager',
    description:
      'Rotterdam-based asset manager with a long-established quantitative investing team known for factor and low-volatility research.',
  },
  {
    name: 'Rokos Capital Management',
    url: 'https://www.rokoscapital.com',
    category: 'Hedge Fund',
    description: 'London-based global macro hedge fund founded by Chris Rokos in 2015.',
  },
  {
    name: 'Santander',
    url: 'https://www.santander.com',
    category: 'Bank',
    description:
      'Spanish banking group whose corporate and investment banking arm, Santander CIB, operates global markets businesses.',
  },
  {
    name: 'Schonfeld Strategic Advisors',
    url: 'https://www.schonfeld.com',
    category: 'Hedge Fund',
    description:
      'New York-based multi-manager investment firm founded by Steven Schonfeld, running fundamental equity, quantitative and macro strategies.',
  },
  {
    name: 'Scotiabank',
    url: 'https://www.scotiabank.com',
    category: 'Bank',
    description:
      'Toronto-headquartered bank whose Global Banking and Markets division trades fixed income, currencies and commodities.',
  },
  {
    name: 'Simplex Trading',
    url: 'https://www.simplextrading.com',
    category: 'Market Maker',
    description: 'Chicago-based proprietary trading firm and options market maker.',
  },
  {
    name: 'Société Générale',
    url: 'https://www.societegenerale.com',
    category: 'Bank',
    description: 'Paris-headquartered bank known for its equity derivatives and structured products business.',
  },
  {
    name: 'Squarepoint Capital',
    url: 'https://www.squarepoint-capital.com',
    category: 'Hedge Fund',
    description:
      'Systematic investment manager with offices including London, New York and Singapore, applying quantitative research across asset classes.',
  },
  {
    name: 'Standard Chartered',
    url: 'https://www.sc.com',
    category: 'Bank',
    description:
      'London-headquartered bank focused on Asia, Africa and the Middle East, with financial markets and quantitative teams.',
  },
  {
    name: 'State Street Global Advisors',
    url: 'https://www.ssga.com',
    category: 'Asset Manager',
    description:
      'Boston-based asset management arm of State Street, known for its SPDR ETFs and for index, factor and systematic equity strategies.',
  },
  {
    name: 'Susquehanna International Group',
    url: 'https://www.sig.com',
    category: 'Market Maker',
    description:
      'Bala Cynwyd, Pennsylvania-based trading firm founded in 1987, known for options market making and a decision-science approach to trading.',
  },
  {
    name: 'Systematica Investments',
    url: 'https://www.systematica.com',
    category: 'Hedge Fund',
    description:
      'Systematic investment manager founded by Leda Braga in 2015 after spinning out of BlueCrest, running trend-following and other quant strategies.',
  },
  {
    name: 'TD Securities',
    url: 'https://www.tdsecurities.com',
    category: 'Bank',
    description:
      'Investment banking and capital markets arm of Toronto-Dominion Bank, trading fixed income, currencies and commodities.',
  },
  {
    name: 'Teza Technologies',
    url: 'https://www.teza.com',
    category: 'Hedge Fund',
    description:
      'Chicago-based quantitative trading and investment firm founded in 2009 by former Citadel executive Misha Malyshev.',
  },
  {
    name: 'TGS Management',
    url: 'https://www.tgsmc.com',
    category: 'Hedge Fund',
    description: 'Irvine, California-based quantitative investment firm that manages systematic trading strategies.',
  },
  {
    name: 'The Voleon Group',
    url: 'https://www.voleon.com',
    category: 'Hedge Fund',
    description:
      'Berkeley, California-based investment firm founded in 2007 that uses machine learning to run fully systematic trading strategies.',
  },
  {
    name: 'Tibra',
    url: 'https://www.tibra.com',
    category: 'Prop Trading',
    description:
      'Australian proprietary trading firm headquartered near Wollongong, New South Wales, trading equities and derivatives on global exchanges.',
  },
  {
    name: 'Tower Research Capital',
    url: 'https://www.tower-research.com',
    category: 'Prop Trading',
    description:
      'New York-based quantitative trading firm founded by Mark Gorton in 1998 that runs independent high-frequency trading teams.',
  },
  {
    name: 'TransMarket Group',
    url: 'https://www.transmarketgroup.com',
    category: 'Prop Trading',
    description:
      'Chicago-based proprietary trading firm that trades futures and other listed products on exchanges worldwide.',
  },
  {
    name: 'Transtrend',
    url: 'https://www.transtrend.com',
    category: 'Hedge Fund',
    description:
      'Rotterdam-based systematic investment manager known for its trend-following Diversified Trend Program.',
  },
  {
    name: 'Trexquant Investment',
    url: 'https://www.trexquant.com',
    category: 'Hedge Fund',
    description:
      'Stamford, Connecticut-based systematic hedge fund that builds large numbers of quantitative signals to trade global equities.',
  },
  {
    name: 'Tudor Investment Corporation',
    url: 'https://www.tudor.com',
    category: 'Hedge Fund',
    description: 'Stamford, Connecticut-based macro hedge fund founded by Paul Tudor Jones in 1980.',
  },
  {
    name: 'Two Sigma',
    url: 'https://www.twosigma.com',
    category: 'Hedge Fund',
    description:
      'New York-based investment manager founded in 2001 by John Overdeck and David Siegel that applies data science and technology to investing.',
  },
  {
    name: 'UBS',
    url: 'https://www.ubs.com',
    category: 'Bank',
    description:
      'Zurich-headquartered global bank and wealth manager with quantitative teams in its investment bank and asset management businesses.',
  },
  {
    name: 'UniCredit',
    url: 'https://www.unicreditgroup.eu',
    category: 'Bank',
    description:
      'Milan-headquartered European bank with corporate and investment banking and capital markets operations.',
  },
  {
    name: 'Vatic Labs',
    url: 'https://www.vaticlabs.ai',
    category: 'Prop Trading',
    description:
      'New York-based quantitative trading firm and liquidity provider that runs automated strategies across asset classes.',
  },
  {
    name: 'Verition Fund Management',
    url: 'https://www.verition.com',
    category: 'Hedge Fund',
    description:
      'Greenwich, Connecticut-based multi-strategy hedge fund founded by Nicholas Maounis that runs a range of relative value and trading strategies.',
  },
  {
    name: 'Virtu Financial',
    url: 'https://www.virtu.com',
    category: 'Market Maker',
    description:
      'New York-based, Nasdaq-listed electronic market maker and execution services provider founded by Vincent Viola in 2008.',
  },
  {
    name: 'Voloridge Investment Management',
    url: 'https://www.voloridge.com',
    category: 'Hedge Fund',
    description:
      'Jupiter, Florida-based quantitative investment manager founded by David Vogel, using machine learning to drive systematic trading.',
  },
  {
    name: 'Walleye Capital',
    url: 'https://www.walleyecapital.com',
    category: 'Hedge Fund',
    description: 'Multi-strategy hedge fund running quantitative, volatility and fundamental equity strategies.',
  },
  {
    name: 'Wells Fargo',
    url: 'https://www.wellsfargo.com',
    category: 'Bank',
    description:
      'San Francisco-headquartered US bank whose corporate and investment banking business employs quantitative analysts in markets and risk.',
  },
  {
    name: 'WH Trading',
    url: 'https://www.whtrading.com',
    category: 'Market Maker',
    description: 'Chicago-based proprietary trading firm and market maker in listed futures and options.',
  },
  {
    name: 'Wintermute',
    url: 'https://www.wintermute.com',
    category: 'Market Maker',
    description:
      'London-based algorithmic trading firm and market maker in digital assets across centralised and decentralised venues.',
  },
  {
    name: 'Winton',
    url: 'https://www.winton.com',
    category: 'Hedge Fund',
    description:
      'London-based investment manager founded by David Harding in 1997, known for research-driven systematic trading.',
  },
  {
    name: 'Wolverine Trading',
    url: 'https://www.wolve.com',
    category: 'Market Maker',
    description: 'Chicago-based proprietary trading firm and options market maker founded in 1994.',
  },
  {
    name: 'WorldQuant',
    url: 'https://www.worldquant.com',
    category: 'Hedge Fund',
    description:
      'Quantitative investment firm founded by Igor Tulchinsky in 2007, headquartered in Old Greenwich, Connecticut, and known for its BRAIN platform.',
  },
  {
    name: 'XR Trading',
    url: 'https://www.xrtrading.com',
    category: 'Prop Trading',
    description:
      'Chicago-based proprietary trading firm that trades futures, options and other listed products with in-house technology.',
  },
  {
    name: 'XTX Markets',
    url: 'https://www.xtxmarkets.com',
    category: 'Market Maker',
    description:
      'London-based algorithmic trading firm founded by Alex Gerko in 2015, a large electronic liquidity provider in FX, equities and bonds.',
  },
];
