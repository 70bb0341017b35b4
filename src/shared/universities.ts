/**
 * Universities that quant applicants name most, each with the spellings people type. Firms see the canonical
 * name, so "MIT", "M.I.T." and "Massachusetts Institute of Technology, Cambridge MA" are one university.
 */
const KNOWN: readonly (readonly [name: string, ...aliases: string[]])[] = [
  ['Massachusetts Institute of Technology', 'MIT'],
  ['Stanford University', 'Stanford'],
  ['Princeton University', 'Princeton'],
  ['Harvard University', 'Harvard'],
  ['University of Chicago', 'UChicago', 'Chicago University'],
  ['Carnegie Mellon University', 'CMU', 'Carnegie Mellon'],
  ['Columbia University', 'Columbia', 'Columbia University in the City of New York'],
  ['New York University', 'NYU'],
  ['Cornell University', 'Cornell'],
  ['University of California, Berkeley', 'UC Berkeley', 'Berkeley', 'UCB'],
  ['University of California, Los Angeles', 'UCLA'],
  ['California Institute of Technology', 'Caltech'],
  ['University of Pennsylvania', 'UPenn', 'Penn', 'Wharton'],
  ['Yale University', 'Yale'],
  ['University of Toronto', 'UofT', 'U of T'],
  ['University of Waterloo', 'Waterloo'],
  ['University of Oxford', 'Oxford', 'Oxford University'],
  ['University of Cambridge', 'Cambridge', 'Cambridge University'],
  ['Imperial College London', 'Imperial', 'Imperial College'],
  ['London School of Economics', 'LSE', 'London School of Economics and Political Science'],
  ['University College London', 'UCL'],
  ['ETH Zurich', 'ETH', 'ETHZ', 'ETH Zürich', 'Swiss Federal Institute of Technology Zurich'],
  ['EPFL', 'École Polytechnique Fédérale de Lausanne', 'Ecole Polytechnique Federale de Lausanne'],
  ['École Polytechnique', 'Ecole Polytechnique', 'Polytechnique', 'X'],
  ['Technical University of Munich', 'TUM', 'TU Munich', 'Technische Universität München'],
  ['Bocconi University', 'Bocconi', 'Università Bocconi'],
  ['University of Amsterdam', 'UvA'],
  ['KTH Royal Institute of Technology', 'KTH'],
  ['National University of Singapore', 'NUS'],
  ['Nanyang Technological University', 'NTU Singapore'],
  ['Tsinghua University', 'Tsinghua'],
  ['Peking University', 'PKU', 'Beijing University'],
  ['University of Tokyo', 'UTokyo', 'Tokyo University'],
  ['Seoul National University', 'SNU'],
  ['IIT Bombay', 'Indian Institute of Technology Bombay'],
  ['IIT Delhi', 'Indian Institute of Technology Delhi'],
  ['University of Melbourne', 'Melbourne University'],
  ['Hong Kong University of Science and Technology', 'HKUST'],
  ['Technion – Israel Institute of Technology', 'Technion', 'Israel Institute of Technology'],
  ['University of São Paulo', 'USP', 'Universidade de São Paulo'],
];

/** What two spellings share: case, accents, dots, apostrophes, "&"/"and", a leading "The" and spacing aside. */
function keyOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[.'’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^the /, '');
}

const CANONICAL = new Map<string, string>(KNOWN.flatMap((names) => names.map((alias) => [keyOf(alias), names[0]])));

/** A name as people write one: starts with a letter or digit, then letters, digits, spaces and name punctuation. */
const NAME_LIKE = /^[\p{L}\p{N}][\p{L}\p{N}\s.'’&()\-–]*$/u;

/**
 * The university a firm sees for what an applicant typed: the canonical name when the text (or its part before
 * the first comma, spec §2: "MIT, Cambridge MA") is a known spelling; otherwise that part as typed when it reads
 * as a name; null for text that is not one (a spreadsheet formula, a link), which no ranking shows.
 */
export function canonicalUniversity(typed: string): string | null {
  const text = typed.replace(/\s+/g, ' ').trim();
  const head = text.split(',')[0]!.trim();
  const known = CANONICAL.get(keyOf(text)) ?? CANONICAL.get(keyOf(head));
  if (known) return known;
  return head && NAME_LIKE.test(head) ? head : null;
}
