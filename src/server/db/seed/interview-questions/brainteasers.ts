// Interview practice bank: brainteasers (logic and estimation puzzles with definite answers, plus a few Fermi questions).
// Every numeric answer is recomputed independently in verify/brainteasers.test.ts.
import type { InterviewQuestion } from '../../../../shared/interview';

export const BRAINTEASERS_QUESTIONS: readonly InterviewQuestion[] = [
  {
    slug: 'brain-handshakes-how-many-people',
    category: 'brainteasers',
    difficulty: 'Easy',
    question:
      'At a meeting, every person shook hands exactly once with every other person, and there were 78 handshakes in total. How many people were at the meeting?',
    solution:
      'With n people every pair shakes once, so there are C(n, 2) = n(n − 1)/2 handshakes. Setting n(n − 1)/2 = 78 gives n(n − 1) = 156 = 13 · 12. There were 13 people.',
    answer: { kind: 'number', value: 13, precision: 'whole' },
  },
  {
    slug: 'brain-clock-angle-seven-twenty-four',
    category: 'brainteasers',
    difficulty: 'Easy',
    question: 'What is the smaller angle, in degrees, between the hour and minute hands of an analogue clock at 7:24?',
    solution:
      'The minute hand moves 6° per minute, so at 24 minutes past it is at 144°. The hour hand moves 30° per hour plus 0.5° per minute, so it is at 7 · 30 + 24 · 0.5 = 222°. The difference is 78°, which is already the smaller of the two angles. The answer is 78 degrees.',
    answer: { kind: 'number', value: 78, precision: 'whole', unit: 'degrees' },
  },
  {
    slug: 'brain-trailing-zeros-factorial',
    category: 'brainteasers',
    difficulty: 'Easy',
    question: 'How many trailing zeros does 125! (125 factorial) have in decimal notation?',
    solution:
      'Each trailing zero needs a factor 10 = 2 · 5, and factors of 2 are far more plentiful, so count the factors of 5. Multiples of 5 up to 125 contribute 25, multiples of 25 contribute another 5, and 125 itself contributes one more. The total is 25 + 5 + 1 = 31 trailing zeros.',
    answer: { kind: 'number', value: 31, precision: 'whole' },
  },
  {
    slug: 'brain-page-numbering-digits',
    category: 'brainteasers',
    difficulty: 'Easy',
    question:
      'Numbering the pages of a book consecutively from 1 uses 1,101 digits in total. How many pages does the book have?',
    solution:
      'Pages 1–9 use 9 digits and pages 10–99 use 90 · 2 = 180 digits, so the first 99 pages use 189 digits. The remaining 1101 − 189 = 912 digits are three-digit page numbers, which is 912/3 = 304 pages. Those are pages 100 to 403. The book has 403 pages.',
    answer: { kind: 'number', value: 403, precision: 'whole' },
  },
  {
    slug: 'brain-rectangles-in-grid',
    category: 'brainteasers',
    difficulty: 'Easy',
    question: 'How many rectangles of all sizes (squares included) can be found in a 5 × 5 grid of unit squares?',
    solution:
      'A rectangle is determined by choosing two of the 6 vertical grid lines and two of the 6 horizontal grid lines. Each choice can be made in C(6, 2) = 15 ways. The total is 15 · 15 = 225 rectangles.',
    answer: { kind: 'number', value: 225, precision: 'whole' },
  },
  {
    slug: 'brain-painted-cube-two-faces',
    category: 'brainteasers',
    difficulty: 'Easy',
    question:
      'A 5 × 5 × 5 wooden cube is painted on all six faces and then cut into 125 unit cubes. How many unit cubes have paint on exactly two faces?',
    solution:
      'Cubes with exactly two painted faces lie on the edges of the big cube but not at its corners. Each of the 12 edges has 5 cubes, of which the 2 corner cubes have three painted faces. That leaves 3 per edge. The answer is 12 · 3 = 36.',
    answer: { kind: 'number', value: 36, precision: 'whole' },
  },
  {
    slug: 'brain-average-speed-round-trip',
    category: 'brainteasers',
    difficulty: 'Easy',
    question:
      'You drive 60 km to a client at 30 km/h and return the same 60 km at 90 km/h. What is your average speed for the whole trip, in km/h?',
    solution:
      'Average speed is total distance over total time, not the average of the speeds. The outbound leg takes 2 hours and the return 2/3 of an hour. So the average is 120 km / (8/3 h), which is the harmonic mean of 30 and 90. The answer is 45 km/h.',
    answer: { kind: 'number', value: 45, precision: 'approximate', unit: 'km/h' },
  },
  {
    slug: 'brain-rope-around-earth',
    category: 'brainteasers',
    difficulty: 'Easy',
    question:
      'A rope fits snugly around the equator of a perfectly spherical Earth of radius 6,371 km. It is lengthened by 10 metres and raised uniformly so that it forms a circle concentric with the equator. How high above the ground is it, in metres? Round to 2 decimals.',
    solution:
      'A circle of circumference C has radius C/(2π), so adding ΔC to the circumference adds ΔC/(2π) to the radius. The Earth’s radius cancels out entirely. The gap is 10/(2π) ≈ 1.59 metres, enough to walk under with a slight stoop.',
    answer: { kind: 'number', value: 10 / (2 * Math.PI), precision: { decimals: 2 }, unit: 'metres' },
  },
  {
    slug: 'brain-socks-two-black',
    category: 'brainteasers',
    difficulty: 'Easy',
    question:
      'A drawer in a dark room holds 10 black, 8 white and 6 blue socks, all mixed. How many socks must you take out to be certain of having at least two black socks?',
    solution:
      'Think of the worst case: you could draw all 8 white and all 6 blue socks before any black one. After those 14 you still need two more draws, which must both be black. So 16 socks guarantee two black socks, while 15 might contain only one.',
    answer: { kind: 'number', value: 16, precision: 'whole' },
  },
  {
    slug: 'brain-mislabeled-fruit-jars',
    category: 'brainteasers',
    difficulty: 'Easy',
    question:
      'Three jars are labelled Apples, Oranges and Mixed, and every label is wrong. You may draw fruits one at a time from any jar without looking inside. What is the minimum number of fruits you must draw to label all jars correctly?',
    solution:
      'Without drawing, two arrangements are consistent with every label being wrong, so at least one draw is needed. Draw from the jar labelled Mixed: it cannot be mixed, so the fruit you see tells you its true contents. If it is apples, the jar labelled Oranges cannot hold oranges or apples, so it is mixed, and the last jar holds oranges; the orange case is symmetric. One draw is enough.',
    answer: { kind: 'number', value: 1, precision: 'whole' },
  },
  {
    slug: 'brain-clock-hand-overlaps-per-day',
    category: 'brainteasers',
    difficulty: 'Medium',
    question:
      'During one day, from 0:00 up to but not including the next midnight, how many times do the hour and minute hands of a clock point in exactly the same direction? Count 0:00 itself.',
    solution:
      'The minute hand gains 360° on the hour hand every 12/11 hours, since it turns at 6° per minute and the hour hand at 0.5° per minute. So the hands coincide at times 12k/11 hours for k = 0, 1, 2, …. Those before 24 hours have k = 0…21, since k = 22 is the next midnight. The hands coincide 22 times.',
    answer: { kind: 'number', value: 22, precision: 'whole' },
  },
  {
    slug: 'brain-heavy-coin-weighings',
    category: 'brainteasers',
    difficulty: 'Medium',
    question:
      'Among 80 identical-looking coins, exactly one is slightly heavier than the others. Using a balance scale with no weights, what is the minimum number of weighings that guarantees finding the heavy coin?',
    solution:
      'Each weighing has three outcomes: left heavy, right heavy or balance. Put equal groups on each pan and leave a third group off; whichever group must contain the heavy coin has at most a third of the candidates, rounded up. So k weighings can handle 3ᵏ coins and no more, since 3ᵏ outcome sequences must distinguish all candidates. Because 3³ = 27 < 80 ≤ 81 = 3⁴, the answer is 4 weighings.',
    answer: { kind: 'number', value: 4, precision: 'whole' },
  },
  {
    slug: 'brain-ants-last-to-fall',
    category: 'brainteasers',
    difficulty: 'Medium',
    question:
      'A 100 cm stick has five ants at 10, 25, 40, 70 and 85 cm from the left end, facing right, left, right, left and right respectively. Every ant walks at 1 cm/s; when two ants meet, both turn around instantly; an ant falls off when it reaches an end. After how many seconds has the last ant fallen off?',
    solution:
      'When two identical ants collide and turn around, the picture is the same as if they had passed through each other, only with the labels swapped. So the set of fall-off times is the same as for ghost ants that never interact. A right-facing ghost at x falls after 100 − x seconds and a left-facing one after x seconds, giving 90, 25, 60, 70 and 15. The last ant falls after 90 seconds.',
    answer: { kind: 'number', value: 90, precision: 'whole', unit: 'seconds' },
  },
  {
    slug: 'brain-bulb-toggling',
    category: 'brainteasers',
    difficulty: 'Medium',
    question:
      'There are 250 light bulbs, all off. On pass k (k = 1, 2, …, 250) you toggle every bulb whose number is a multiple of k. How many bulbs are on at the end?',
    solution:
      'Bulb n is toggled once for every divisor of n. Divisors pair up as d and n/d, so the count is odd only when n is a perfect square. Bulbs that are toggled an odd number of times end up on. The perfect squares up to 250 are 1², …, 15² (16² = 256 is too big), so 15 bulbs are on.',
    answer: { kind: 'number', value: 15, precision: 'whole' },
  },
  {
    slug: 'brain-digit-three-count',
    category: 'brainteasers',
    difficulty: 'Medium',
    question: 'How many times is the digit 3 written when you write out all the integers from 1 to 500?',
    solution:
      'Count each position separately over 0–499 (500 contains no 3). The units digit is 3 once in every ten numbers, 50 times. The tens digit is 3 for ten numbers in every hundred, another 50 times. The hundreds digit is 3 for 300–399, 100 times. The total is 200.',
    answer: { kind: 'number', value: 200, precision: 'whole' },
  },
  {
    slug: 'brain-train-and-bird',
    category: 'brainteasers',
    difficulty: 'Medium',
    question:
      'Two trains start 150 km apart on the same track and head towards each other at 60 km/h and 90 km/h. A bird starts at the front of the first train and flies at 120 km/h back and forth between the trains until they meet. How many kilometres does the bird fly?',
    solution:
      'Summing the infinitely many legs is unnecessary. The trains close the gap at 60 + 90 = 150 km/h, so they meet after exactly 1 hour. The bird flies at 120 km/h for that hour. It covers 120 km.',
    answer: { kind: 'number', value: 120, precision: 'approximate', unit: 'km' },
  },
  {
    slug: 'brain-pancake-cuts',
    category: 'brainteasers',
    difficulty: 'Medium',
    question:
      'What is the largest number of pieces a round pancake can be divided into with 6 straight cuts, without moving the pieces between cuts?',
    solution:
      'The k-th cut can cross each of the previous k − 1 cuts at most once, so it passes through at most k existing pieces and adds at most k new ones. Starting from 1 piece, 6 cuts give at most 1 + (1 + 2 + 3 + 4 + 5 + 6) = 22 pieces. Cuts in general position with all crossings inside the pancake achieve this bound. The answer is 22.',
    answer: { kind: 'number', value: 22, precision: 'whole' },
  },
  {
    slug: 'brain-wason-card-selection',
    category: 'brainteasers',
    difficulty: 'Medium',
    question:
      'Four cards each have a letter on one side and a number on the other. You see A, K, 4 and 7. Which cards must you turn over to check the rule "if a card has a vowel on one side, it has an even number on the other"? Name the visible faces.',
    solution:
      'Only a vowel paired with an odd number breaks the rule. The A card breaks it if an odd number is on the back, and the 7 card breaks it if a vowel is on the back. K says nothing because the rule is silent about consonants, and 4 cannot break it whatever letter is behind it. Turn over A and 7.',
    answer: {
      kind: 'text',
      accepted: ['A and 7', 'A, 7', 'A 7', 'A & 7', '7 and A', '7, A', '7 A', '7 & A', 'A7', '7A'],
    },
  },
  {
    slug: 'brain-burning-ropes-45-minutes',
    category: 'brainteasers',
    difficulty: 'Medium',
    question:
      'You have two ropes, each of which takes exactly 60 minutes to burn, but they burn unevenly so that half a rope need not take 30 minutes. How do you measure exactly 45 minutes?',
    solution:
      'Light the first rope at both ends and the second rope at one end at the same moment. Burning from both ends, the first rope is consumed in exactly 30 minutes regardless of unevenness, because the two flames together burn 60 rope-minutes. At that moment the second rope has 30 minutes of burning left, so light its other end too. It then burns out in 15 more minutes, marking 45 minutes in total.',
  },
  {
    slug: 'brain-fermi-piano-tuners',
    category: 'brainteasers',
    difficulty: 'Medium',
    question: 'Estimate the number of piano tuners working in a city of 2 million people. Explain your assumptions.',
    solution:
      'Start from demand: with about 2.5 people per household there are some 800,000 households, and if roughly 1 in 20 owns a piano there are about 40,000 pianos, plus a few thousand in schools, churches and venues. If a piano is tuned about once a year, that is roughly 45,000 tunings a year. A tuner can do about 4 tunings a day over 250 working days, or 1,000 a year. That suggests on the order of 40–50 full-time tuners, and a good answer states each assumption and shows how the estimate scales with it.',
  },
  {
    slug: 'brain-clock-right-angles-per-day',
    category: 'brainteasers',
    difficulty: 'Hard',
    question:
      'During one day, from 0:00 up to but not including the next midnight, how many times are the hour and minute hands of a clock at exactly a right angle?',
    solution:
      'The angle of the minute hand relative to the hour hand grows at 5.5° per minute. It equals 90° or 270° (mod 360°) at times t = (90 + 180k)/5.5 minutes for k = 0, 1, 2, …. Those before 1440 minutes satisfy 180 + 360k < 15,840, so k = 0…43. That is 44 times, twice in each of the 22 lapping periods of the day; the popular answer of 48 wrongly assumes two per hour.',
    answer: { kind: 'number', value: 44, precision: 'whole' },
  },
  {
    slug: 'brain-ants-collision-count',
    category: 'brainteasers',
    difficulty: 'Hard',
    question:
      'A 100 cm stick has five ants at 10, 25, 40, 70 and 85 cm from the left end, facing right, left, right, left and right respectively. Every ant walks at 1 cm/s; when two ants meet, both turn around instantly; an ant falls off when it reaches an end. How many collisions happen in total?',
    solution:
      'Treat the ants as ghosts that pass through each other: every collision of real ants corresponds to exactly one crossing of ghosts. Two ghosts cross only if a right-facing ghost starts to the left of a left-facing one, and on a stick with speed 1 they always cross before either reaches an end. The pairs are (10 R, 25 L), (10 R, 70 L) and (40 R, 70 L); the ant at 85 has no left-facing ant to its right. There are 3 collisions.',
    answer: { kind: 'number', value: 3, precision: 'whole' },
  },
  {
    slug: 'brain-twelve-coins-three-weighings',
    category: 'brainteasers',
    difficulty: 'Hard',
    question:
      'Among 12 identical-looking coins exactly one is counterfeit, either heavier or lighter than the rest (you do not know which). Using only a balance scale, what is the minimum number of weighings that guarantees identifying the counterfeit coin and whether it is heavier or lighter?',
    solution:
      'There are 24 possibilities (12 coins times heavier or lighter) and each weighing has 3 outcomes, so 2 weighings (9 outcomes) cannot suffice. Three weighings work: weigh 4 against 4; if they balance, the fake is among the other 4 and can be found in two more weighings using known-good coins. If they tip, 8 suspects remain, each with a known direction, and weighing two suspected-heavy and one suspected-light coin against one suspected-heavy, one suspected-light and a good coin splits them into groups of at most 3, which one final weighing resolves. The minimum is 3 weighings.',
    answer: { kind: 'number', value: 3, precision: 'whole' },
  },
  {
    slug: 'brain-pirates-six-three-hundred',
    category: 'brainteasers',
    difficulty: 'Hard',
    question:
      'Six pirates of strictly ordered seniority split 300 indivisible coins. The most senior proposes a split and all vote; it passes if at least half of the living pirates (including the proposer) vote yes, otherwise the proposer is thrown overboard and the next most senior proposes. Pirates are perfectly rational, want as many coins as possible, and vote no when indifferent. How many coins does the most senior pirate keep?',
    solution:
      'Work backwards. With 2 pirates the senior one passes any split alone, so he keeps 300 and the junior gets 0. With 3 the proposer buys the pirate who would get 0 with 1 coin, keeping 299; with 4 he needs one extra vote and keeps 299; with 5 he needs two votes and buys the two pirates who get 0 in the 4-pirate split, keeping 298. With 6 he needs 3 votes including his own, and the 5-pirate split leaves two pirates with nothing, so he buys both with 1 coin each. He keeps 298 coins.',
    answer: { kind: 'number', value: 298, precision: 'whole' },
  },
  {
    slug: 'brain-hostess-handshakes',
    category: 'brainteasers',
    difficulty: 'Hard',
    question:
      'You and your partner host a party with two other couples, six people in all. Nobody shakes hands with themselves or their own partner, and no pair shakes hands more than once. Afterwards you ask the five other people how many hands they shook, and all five answers are different. How many hands did your partner shake?',
    solution:
      'Each person can shake at most 4 hands, so the five distinct answers are 0, 1, 2, 3 and 4. The person who shook 4 hands shook with everyone except their partner, so their partner is the only one who could have shaken 0: they form a couple. Removing that couple lowers everyone else’s count by exactly one, and repeating the argument pairs 3 with 1. The remaining guest among the five, your partner, shook 2 hands.',
    answer: { kind: 'number', value: 2, precision: 'whole' },
  },
  {
    slug: 'brain-bridge-and-torch',
    category: 'brainteasers',
    difficulty: 'Hard',
    question:
      'Four people must cross a bridge at night with one torch. At most two cross at a time, the torch must be carried on every crossing, and a pair walks at the slower person’s pace. Their crossing times are 2, 3, 7 and 11 minutes. What is the minimum total time for everyone to cross, in minutes?',
    solution:
      'Escorting everyone with the fastest person takes 11 + 2 + 7 + 2 + 3 = 25 minutes. Better, send the two fastest first (3), bring back the 2-minute person (2), send the two slowest together (11), bring back the 3-minute person (3) and send the two fastest again (3). That totals 22 minutes, and an exhaustive search over all crossing sequences confirms nothing is faster. The minimum is 22 minutes.',
    answer: { kind: 'number', value: 22, precision: 'whole', unit: 'minutes' },
  },
  {
    slug: 'brain-poisoned-bottle-two-rounds',
    category: 'brainteasers',
    difficulty: 'Hard',
    question:
      'One of 600 bottles is poisoned, and even a sip kills exactly 24 hours after drinking. You have 48 hours: testers can sip from any bottles at hour 0 and again at hour 24, after you have seen who died from the first round. What is the minimum number of testers needed to identify the poisoned bottle by hour 48?',
    solution:
      'Each tester ends in one of three states: died at hour 24, died at hour 48, or survived. So k testers produce at most 3ᵏ distinguishable outcomes, and 3⁵ = 243 < 600 rules out 5 testers. With 6 testers, write each bottle number in base 3 with six digits: tester i drinks from a bottle at hour 0 if digit i is 0, and at hour 24 (if still alive) if digit i is 1. The pattern of deaths then spells out the poisoned bottle’s digits, and 3⁶ = 729 ≥ 600. The minimum is 6 testers.',
    answer: { kind: 'number', value: 6, precision: 'whole' },
  },
  {
    slug: 'brain-hat-line-ten',
    category: 'brainteasers',
    difficulty: 'Hard',
    question:
      'Ten prisoners stand in a line, each wearing a red or blue hat; each sees every hat in front of them but not their own or those behind. Starting from the back, each in turn calls out "red" or "blue", which everyone hears. With a strategy agreed in advance, how many prisoners can be guaranteed to call their own hat colour correctly?',
    solution:
      'The prisoner at the back says "red" if the number of red hats in front of them is even and "blue" otherwise. Every later prisoner knows that parity, sees the hats ahead and has heard the colours called behind them, which are all correct, so they can deduce their own colour. The first speaker has no information about their own hat, so they cannot be guaranteed. Nine prisoners are guaranteed to be correct.',
    answer: { kind: 'number', value: 9, precision: 'whole' },
  },
  {
    slug: 'brain-fermi-fuel-stations',
    category: 'brainteasers',
    difficulty: 'Hard',
    question:
      'Estimate how many fuel stations there are in a country of 60 million people with high car ownership. Walk through your estimate and sanity-check it.',
    solution:
      'Assume about 0.5 cars per person, or 30 million cars, each refuelling roughly once a week: about 30 million fill-ups a week, or 4 million a day. A station with 8 pumps, each serving perhaps 10 cars an hour for 15 busy hours, handles on the order of 1,000 fill-ups a day. That gives roughly 4,000 stations, and allowing for quieter rural stations raises it towards 6,000–10,000. A sanity check against population per station (one per 6,000–15,000 people) gives the same range, and a good answer names the assumption the result is most sensitive to.',
  },
];
