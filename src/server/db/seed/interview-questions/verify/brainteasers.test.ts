// Independent re-derivation of every numeric answer in the brainteasers bank (see ./harness.ts): simulations and
// exhaustive searches rather than the shortcut each worked solution teaches.
import { permutations, tuples } from './math';
import { closedForm, enumeration, verifyCategory, type Check } from './harness';
import { mulberry32 } from './rng';

/** Seconds in [0, 86400) during which the minute hand's lead over the hour hand passes an angle ≡ `offset` (mod `period`). */
function countClockEvents(offset: number, period: number): number {
  // At t seconds the lead is 0.1t − t/120 = 11t/120 degrees; in units of 1/120 degree it is 11t, an integer at whole
  // seconds, so an event happens during second s exactly when some 11u ≡ offset·120 (mod period·120) has u in [s, s+1).
  const target = offset * 120;
  const modulus = period * 120;
  let count = 0;
  for (let s = 0; s < 86_400; s++) {
    const lo = 11 * s;
    const first = lo + ((((target - lo) % modulus) + modulus) % modulus);
    if (first < lo + 11) count++;
  }
  return count;
}

/** Exact ant simulation in half-centimetre and half-second units; returns last fall time and collision count. */
function simulateAnts(): { lastFall: number; collisions: number } {
  const length = 200; // 100 cm in half-centimetres
  let ants = [
    { x: 20, dir: 1 },
    { x: 50, dir: -1 },
    { x: 80, dir: 1 },
    { x: 140, dir: -1 },
    { x: 170, dir: 1 },
  ];
  let collisions = 0;
  let step = 0;
  let lastFall = 0;
  while (ants.length > 0) {
    step++;
    for (const ant of ants) ant.x += ant.dir;
    // All gaps stay even, so two ants walking towards each other meet exactly on a grid point.
    for (let i = 0; i < ants.length; i++)
      for (let j = i + 1; j < ants.length; j++)
        if (ants[i]!.x === ants[j]!.x) {
          ants[i]!.dir *= -1;
          ants[j]!.dir *= -1;
          collisions++;
        }
    const remaining = ants.filter((a) => a.x > 0 && a.x < length);
    if (remaining.length < ants.length) lastFall = step / 2;
    ants = remaining;
  }
  return { lastFall, collisions };
}

/** Number of regions a set of lines {p : p·n = c} cuts the unit disc into, found by sampling around every corner. */
function discRegions(lines: readonly { angle: number; offset: number }[]): number {
  const normals = lines.map((l) => [Math.cos(l.angle), Math.sin(l.angle)] as const);
  const samples: [number, number][] = [];
  const eps = 1e-7;
  lines.forEach((line, i) => {
    const [nx, ny] = normals[i]!;
    const [dx, dy] = [-ny, nx];
    // Where the line meets the circle: foot point ± t·direction with t = √(1 − c²).
    if (Math.abs(line.offset) < 1) {
      const t = Math.sqrt(1 - line.offset ** 2);
      for (const sign of [-1, 1]) {
        const along = sign * (t - 1e-4);
        for (const side of [-1, 1])
          samples.push([
            line.offset * nx + along * dx + side * 1e-6 * nx,
            line.offset * ny + along * dy + side * 1e-6 * ny,
          ]);
      }
    }
    // Every crossing with a later line: sample the four wedges along the angle bisectors.
    for (let j = i + 1; j < lines.length; j++) {
      const [mx, my] = normals[j]!;
      const det = nx * my - ny * mx;
      const px = (line.offset * my - lines[j]!.offset * ny) / det;
      const py = (nx * lines[j]!.offset - mx * line.offset) / det;
      const [ex, ey] = [-my, mx];
      for (const [a, b] of [
        [1, 1],
        [1, -1],
        [-1, 1],
        [-1, -1],
      ] as const) {
        const vx = a * dx + b * ex;
        const vy = a * dy + b * ey;
        const norm = Math.hypot(vx, vy);
        samples.push([px + (eps * vx) / norm, py + (eps * vy) / norm]);
      }
    }
  });
  const signatures = new Set<string>();
  for (const [x, y] of samples) {
    if (x * x + y * y >= 1) continue;
    signatures.add(lines.map((l, i) => (x * normals[i]![0] + y * normals[i]![1] > l.offset ? '+' : '-')).join(''));
  }
  return signatures.size;
}

/** Can the 12-coin problem state (u unknown, h maybe-heavy, l maybe-light, rest genuine) be solved in k weighings? */
function coinProblemSolver(totalCoins: number): (u: number, h: number, l: number, k: number) => boolean {
  const memo = new Map<string, boolean>();
  const solve = (u: number, h: number, l: number, k: number): boolean => {
    const cases = 2 * u + h + l;
    if (cases <= 1) return true;
    if (k === 0 || cases > 3 ** k) return false;
    const key = `${u},${h},${l},${k}`;
    const cached = memo.get(key);
    if (cached !== undefined) return cached;
    const genuine = totalCoins - u - h - l;
    let result = false;
    // Known-genuine coins only ever need to go on the left pan (equal genuine coins on both pans cancel).
    search: for (let u1 = 0; u1 <= u; u1++)
      for (let u2 = 0; u1 + u2 <= u; u2++)
        for (let h1 = 0; h1 <= h; h1++)
          for (let h2 = 0; h1 + h2 <= h; h2++)
            for (let l1 = 0; l1 <= l; l1++)
              for (let l2 = 0; l1 + l2 <= l; l2++) {
                const g1 = u2 + h2 + l2 - (u1 + h1 + l1);
                if (g1 < 0 || g1 > genuine || u2 + h2 + l2 === 0) continue;
                const balance = solve(u - u1 - u2, h - h1 - h2, l - l1 - l2, k - 1);
                if (!balance) continue;
                const leftHeavy = solve(0, u1 + h1, u2 + l2, k - 1);
                if (!leftHeavy) continue;
                const rightHeavy = solve(0, u2 + h2, u1 + l1, k - 1);
                if (rightHeavy) {
                  result = true;
                  break search;
                }
              }
    memo.set(key, result);
    return result;
  };
  return solve;
}

const checks: Record<string, Check> = {
  'brain-handshakes-how-many-people': enumeration(() => {
    for (let people = 2; people < 100; people++) {
      let handshakes = 0;
      for (let a = 0; a < people; a++) for (let b = a + 1; b < people; b++) handshakes++;
      if (handshakes === 78) return people;
    }
    throw new Error('no group size gives 78 handshakes');
  }),

  'brain-clock-angle-seven-twenty-four': closedForm(() => {
    const minutesSinceTwelve = 7 * 60 + 24;
    const minuteHand = (minutesSinceTwelve % 60) * (360 / 60);
    const hourHand = (minutesSinceTwelve * (360 / (12 * 60))) % 360;
    const difference = Math.abs(minuteHand - hourHand);
    return Math.min(difference, 360 - difference);
  }),

  'brain-trailing-zeros-factorial': enumeration(() => {
    let factorial = 1n;
    for (let i = 2n; i <= 125n; i++) factorial *= i;
    const digits = factorial.toString();
    return digits.length - digits.replace(/0+$/, '').length;
  }),

  'brain-page-numbering-digits': enumeration(() => {
    let digits = 0;
    let page = 0;
    while (digits < 1101) {
      page++;
      digits += String(page).length;
    }
    if (digits !== 1101) throw new Error('1101 digits is not a whole number of pages');
    return page;
  }),

  'brain-rectangles-in-grid': enumeration(() => {
    let count = 0;
    for (let x1 = 0; x1 <= 5; x1++)
      for (let x2 = x1 + 1; x2 <= 5; x2++) for (let y1 = 0; y1 <= 5; y1++) for (let y2 = y1 + 1; y2 <= 5; y2++) count++;
    return count;
  }),

  'brain-painted-cube-two-faces': enumeration(() => {
    let count = 0;
    for (const coordinates of tuples(5, 3)) {
      const painted = coordinates.reduce((n, c) => n + (c === 0 ? 1 : 0) + (c === 4 ? 1 : 0), 0);
      if (painted === 2) count++;
    }
    return count;
  }),

  'brain-average-speed-round-trip': closedForm(() => (60 + 60) / (60 / 30 + 60 / 90)),

  'brain-rope-around-earth': closedForm(() => {
    const radius = 6_371_000;
    const rope = 2 * Math.PI * radius + 10;
    return rope / (2 * Math.PI) - radius;
  }),

  'brain-socks-two-black': enumeration(() => {
    // The smallest k such that every possible handful of k socks contains at least two black ones.
    for (let k = 1; k <= 24; k++) {
      let guaranteed = true;
      for (let black = 0; black <= 10; black++)
        for (let white = 0; white <= 8; white++) {
          const blue = k - black - white;
          if (blue >= 0 && blue <= 6 && black < 2) guaranteed = false;
        }
      if (guaranteed) return k;
    }
    throw new Error('never guaranteed');
  }),

  'brain-mislabeled-fruit-jars': enumeration(() => {
    const labels = ['apples', 'oranges', 'mixed'];
    const worlds = permutations(labels).filter((contents) => contents.every((c, i) => c !== labels[i]));
    if (worlds.length === 1) return 0;
    const fruitsIn = (content: string) => (content === 'mixed' ? ['apple', 'orange'] : [content.slice(0, -1)]);
    // One draw from jar j identifies the world if no fruit could come out of that jar in two different worlds.
    for (let jar = 0; jar < 3; jar++) {
      const seen = new Map<string, number>();
      let identifies = true;
      worlds.forEach((world, w) => {
        for (const fruit of fruitsIn(world[jar]!)) {
          if (seen.has(fruit) && seen.get(fruit) !== w) identifies = false;
          seen.set(fruit, w);
        }
      });
      if (identifies) return 1;
    }
    throw new Error('one draw is not enough');
  }),

  'brain-clock-hand-overlaps-per-day': enumeration(() => countClockEvents(0, 360)),

  'brain-heavy-coin-weighings': enumeration(() => {
    // W(n) = 1 + min over k coins per pan of max(W(k), W(n − 2k)), with W(1) = 0.
    const w = [0, 0];
    for (let n = 2; n <= 80; n++) {
      let best = Infinity;
      for (let k = 1; 2 * k <= n; k++) best = Math.min(best, 1 + Math.max(w[k]!, w[n - 2 * k]!));
      w.push(best);
    }
    return w[80]!;
  }),

  'brain-ants-last-to-fall': enumeration(() => simulateAnts().lastFall),

  'brain-bulb-toggling': enumeration(() => {
    const on = new Array<boolean>(251).fill(false);
    for (let k = 1; k <= 250; k++) for (let n = k; n <= 250; n += k) on[n] = !on[n];
    return on.filter(Boolean).length;
  }),

  'brain-digit-three-count': enumeration(() => {
    let count = 0;
    for (let n = 1; n <= 500; n++) count += String(n).split('3').length - 1;
    return count;
  }),

  'brain-train-and-bird': closedForm(() => {
    // Add up the bird's legs one by one until the gap between the trains vanishes.
    let gap = 150;
    let flown = 0;
    let towardsSecond = true;
    while (gap > 1e-13) {
      const closing = 120 + (towardsSecond ? 90 : 60);
      const t = gap / closing;
      flown += 120 * t;
      gap -= 150 * t;
      towardsSecond = !towardsSecond;
    }
    return flown;
  }),

  'brain-pancake-cuts': enumeration(() => {
    const rng = mulberry32(4242);
    // A near-central arrangement in general position, plus many random arrangements; report the most pieces seen.
    const arrangements = [
      Array.from({ length: 6 }, (_, i) => ({ angle: (i * Math.PI) / 6 + 0.01 * i * i, offset: 0.03 * (i - 2.5) })),
    ];
    for (let trial = 0; trial < 300; trial++)
      arrangements.push(Array.from({ length: 6 }, () => ({ angle: rng() * Math.PI, offset: 1.8 * rng() - 0.9 })));
    return Math.max(...arrangements.map(discRegions));
  }),

  'brain-clock-right-angles-per-day': enumeration(() => countClockEvents(90, 180)),

  'brain-ants-collision-count': enumeration(() => simulateAnts().collisions),

  'brain-twelve-coins-three-weighings': enumeration(() => {
    const solve = coinProblemSolver(12);
    for (let k = 0; k <= 5; k++) if (solve(12, 0, 0, k)) return k;
    throw new Error('not solvable in 5 weighings');
  }),

  'brain-pirates-six-three-hundred': enumeration(() => {
    // Backward induction; payoffs[i] is what the i-th most senior surviving pirate gets.
    let payoffs = [300];
    for (let n = 2; n <= 6; n++) {
      const votesNeeded = Math.ceil(n / 2);
      // Others vote yes only if offered strictly more than they would get after the proposer is thrown overboard.
      const prices = payoffs.map((coins, i) => ({ pirate: i + 1, price: coins + 1 })).sort((a, b) => a.price - b.price);
      const bought = prices.slice(0, votesNeeded - 1);
      const next = new Array<number>(n).fill(0);
      for (const { pirate, price } of bought) next[pirate] = price;
      next[0] = 300 - bought.reduce((s, b) => s + b.price, 0);
      payoffs = next;
    }
    return payoffs[0]!;
  }),

  'brain-hostess-handshakes': enumeration(() => {
    // People 0 (you) and 1 (your partner), 2–3 and 4–5 are couples; try every set of handshakes.
    const pairs: [number, number][] = [];
    for (let a = 0; a < 6; a++)
      for (let b = a + 1; b < 6; b++) if (Math.floor(a / 2) !== Math.floor(b / 2)) pairs.push([a, b]);
    const partnerCounts = new Set<number>();
    for (let mask = 0; mask < 1 << pairs.length; mask++) {
      const degree = new Array<number>(6).fill(0);
      pairs.forEach(([a, b], i) => {
        if (mask & (1 << i)) {
          degree[a]!++;
          degree[b]!++;
        }
      });
      if (new Set(degree.slice(1)).size === 5) partnerCounts.add(degree[1]!);
    }
    if (partnerCounts.size !== 1) throw new Error(`partner count not determined: ${[...partnerCounts].join(', ')}`);
    return [...partnerCounts][0]!;
  }),

  'brain-bridge-and-torch': enumeration(() => {
    // Dijkstra over (who is across, torch side).
    const times = [2, 3, 7, 11];
    const everyone = (1 << times.length) - 1;
    const best = new Map<string, number>([['0,0', 0]]);
    const queue: [number, number, number][] = [[0, 0, 0]];
    while (queue.length > 0) {
      queue.sort((a, b) => a[0] - b[0]);
      const [cost, across, torch] = queue.shift()!;
      if (across === everyone) return cost;
      if (cost > best.get(`${across},${torch}`)!) continue;
      const side = torch === 0 ? everyone & ~across : across;
      for (let a = 0; a < times.length; a++)
        for (let b = a; b < times.length; b++) {
          if (!(side & (1 << a)) || !(side & (1 << b))) continue;
          const group = (1 << a) | (1 << b);
          const nextAcross = torch === 0 ? across | group : across & ~group;
          const nextCost = cost + Math.max(times[a]!, times[b]!);
          const key = `${nextAcross},${1 - torch}`;
          if (nextCost < (best.get(key) ?? Infinity)) {
            best.set(key, nextCost);
            queue.push([nextCost, nextAcross, 1 - torch]);
          }
        }
    }
    throw new Error('unreachable');
  }),

  'brain-poisoned-bottle-two-rounds': enumeration(() => {
    const bottles = 600;
    for (let testers = 1; testers <= 12; testers++) {
      if (3 ** testers < bottles) continue; // too few distinguishable outcomes for any strategy
      const digit = (bottle: number, i: number) => Math.floor(bottle / 3 ** i) % 3;
      const outcomes = new Set<string>();
      for (let poisoned = 0; poisoned < bottles; poisoned++) {
        const fate: string[] = [];
        for (let i = 0; i < testers; i++) {
          // Round 1 (hour 0): drink every bottle whose digit i is 0. Round 2 (hour 24): survivors drink digit-1 bottles.
          const diesRoundOne = digit(poisoned, i) === 0;
          const diesRoundTwo = !diesRoundOne && digit(poisoned, i) === 1;
          fate.push(diesRoundOne ? 'died-24' : diesRoundTwo ? 'died-48' : 'alive');
        }
        outcomes.add(fate.join(','));
      }
      if (outcomes.size === bottles) return testers;
    }
    throw new Error('no scheme found');
  }),

  'brain-hat-line-ten': enumeration(() => {
    let worst = Infinity;
    for (const hats of tuples(2, 10)) {
      // hats[0] is at the back; 1 = red. The back prisoner announces the parity of reds in front.
      const calls: number[] = [];
      let correct = 0;
      for (let p = 0; p < 10; p++) {
        const redsAhead = hats.slice(p + 1).reduce((s, h) => s + h, 0);
        let call: number;
        if (p === 0) call = redsAhead % 2;
        else {
          const announcedParity = calls[0]!;
          const redsCalledBehind = calls.slice(1).reduce((s, h) => s + h, 0);
          call = (announcedParity - redsCalledBehind - redsAhead + 100) % 2;
        }
        calls.push(call);
        if (call === hats[p]) correct++;
      }
      worst = Math.min(worst, correct);
    }
    return worst;
  }),
};

const textChecks: Record<string, () => string> = {
  'brain-wason-card-selection': () => {
    const visible = ['A', 'K', '4', '7'];
    const isLetter = (face: string) => /[A-Z]/.test(face);
    const isVowel = (face: string) => 'AEIOU'.includes(face);
    const hiddenOptions = (face: string) => (isLetter(face) ? ['1', '2', '3', '4', '7', '8'] : ['A', 'E', 'K', 'Z']);
    const breaksRule = (letter: string, number: string) => isVowel(letter) && Number(number) % 2 === 1;
    const mustTurn = visible.filter((face) =>
      hiddenOptions(face).some((back) => (isLetter(face) ? breaksRule(face, back) : breaksRule(back, face))),
    );
    return mustTurn.join(' and ');
  },
};

verifyCategory('brainteasers', checks, textChecks);
