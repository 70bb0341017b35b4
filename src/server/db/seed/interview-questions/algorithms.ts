// Interview practice bank: algorithms questions (complexity, counting, dynamic programming, graphs, bit tricks).
// Every numeric answer is recomputed independently in verify/algorithms.test.ts.
import type { InterviewQuestion } from '../../../../shared/interview';

export const ALGORITHMS_QUESTIONS: readonly InterviewQuestion[] = [
  {
    slug: 'algo-stairs-one-two-three',
    category: 'algorithms',
    difficulty: 'Easy',
    question:
      'You climb a staircase of 10 steps, taking 1, 2 or 3 steps at a time. How many different sequences of moves reach the top?',
    solution:
      'Let f(n) count the sequences for n steps. The last move is 1, 2 or 3 steps, so f(n) = f(n − 1) + f(n − 2) + f(n − 3) with f(0) = 1, f(1) = 1 and f(2) = 2. Iterating gives 4, 7, 13, 24, 44, 81, 149 and 274. There are 274 sequences.',
    answer: { kind: 'number', value: 274, precision: 'whole' },
  },
  {
    slug: 'algo-lattice-paths',
    category: 'algorithms',
    difficulty: 'Easy',
    question: 'On a grid, how many shortest paths go from (0, 0) to (5, 4) using unit steps to the right and up?',
    solution:
      'Every shortest path is a sequence of 9 moves, 5 of them right and 4 up. A path is determined by choosing which 4 of the 9 moves go up. There are C(9, 4) = 126 paths.',
    answer: { kind: 'number', value: 126, precision: 'whole' },
  },
  {
    slug: 'algo-binary-search-max-probes',
    category: 'algorithms',
    difficulty: 'Easy',
    question:
      'Binary search over a sorted array of 1,000 distinct numbers compares the target with the middle element of the remaining range (three-way: less, equal or greater) and recurses on one half. In the worst case, how many probes does it need to find the target or report that it is absent?',
    solution:
      'Each probe either finds the target or discards the middle element and at least half of the rest. With k probes, binary search can fully handle arrays of up to 2ᵏ − 1 elements. Since 2⁹ − 1 = 511 < 1000 ≤ 1023 = 2¹⁰ − 1, the worst case is ⌊log₂ 1000⌋ + 1. The answer is 10 probes.',
    answer: { kind: 'number', value: 10, precision: 'whole' },
  },
  {
    slug: 'algo-min-coins-non-greedy',
    category: 'algorithms',
    difficulty: 'Easy',
    question: 'Coins come in denominations 1, 10 and 25. What is the minimum number of coins that make exactly 30?',
    solution:
      'The greedy choice takes a 25 first and then five 1s, which uses 6 coins. Three 10s make 30 with only 3 coins, and no two coins can reach 30 (the largest pair is 25 + 25 = 50, and 25 + 10 = 35 or 10 + 10 = 20 miss). Dynamic programming over amounts, best[a] = 1 + min over coins c of best[a − c], finds this in general. The minimum is 3 coins.',
    answer: { kind: 'number', value: 3, precision: 'whole' },
  },
  {
    slug: 'algo-clear-lowest-set-bit',
    category: 'algorithms',
    difficulty: 'Easy',
    question: 'What is the value of x & (x − 1) for x = 52, where & is bitwise AND?',
    solution:
      'In binary, 52 = 110100 and 51 = 110011: subtracting 1 flips the lowest set bit and every zero below it. ANDing the two keeps the higher bits and clears the lowest set bit. The result is 110000 = 48, and the same trick underlies fast popcounts and the power-of-two test x & (x − 1) = 0.',
    answer: { kind: 'number', value: 48, precision: 'whole' },
  },
  {
    slug: 'algo-tower-of-hanoi-seven',
    category: 'algorithms',
    difficulty: 'Easy',
    question: 'What is the minimum number of moves to solve the Tower of Hanoi with 7 disks and 3 pegs?',
    solution:
      'To move the largest disk, the other n − 1 disks must first sit on the spare peg, and afterwards they must be moved on top of it. So T(n) = 2T(n − 1) + 1 with T(1) = 1, giving T(n) = 2ⁿ − 1. For 7 disks the minimum is 127 moves.',
    answer: { kind: 'number', value: 127, precision: 'whole' },
  },
  {
    slug: 'algo-maximum-subarray-sum',
    category: 'algorithms',
    difficulty: 'Easy',
    question: 'What is the largest sum of a contiguous, non-empty subarray of [4, −7, 3, 5, −2, 6, −9, 4, 2, −1]?',
    solution:
      'Kadane’s algorithm keeps the best sum of a subarray ending at each position: max(x, previous + x). The running values are 4, −3, 3, 8, 6, 12, 3, 7, 9 and 8. The best is the subarray 3, 5, −2, 6. The maximum sum is 12.',
    answer: { kind: 'number', value: 12, precision: 'whole' },
  },
  {
    slug: 'algo-total-popcount',
    category: 'algorithms',
    difficulty: 'Easy',
    question: 'How many 1 bits are there in total in the binary representations of all integers from 1 to 1023?',
    solution:
      'The integers 0 to 1023 are exactly all 10-bit patterns, and adding 0 contributes no ones. Each of the 10 bit positions is 1 in exactly half of the 1024 patterns, which is 512 times. The total is 10 · 512 = 5120.',
    answer: { kind: 'number', value: 5120, precision: 'whole' },
  },
  {
    slug: 'algo-shortest-path-weighted',
    category: 'algorithms',
    difficulty: 'Easy',
    question:
      'An undirected graph has edges A–B 4, A–C 2, B–C 1, B–D 5, C–D 8, C–E 10, D–E 2, D–F 6, E–F 3 (the numbers are weights). What is the length of the shortest path from A to F?',
    solution:
      'Run Dijkstra from A: C is settled at 2, then B at 3 (via C, better than the direct 4), then D at 8 (via B, better than 10 via C). E is then reached at 10 via D (better than 12 via C), and F is offered 14 via D. From E the edge of weight 3 reaches F at 13. The shortest distance is 13, along A–C–B–D–E–F.',
    answer: { kind: 'number', value: 13, precision: 'whole' },
  },
  {
    slug: 'algo-merge-sort-complexity',
    category: 'algorithms',
    difficulty: 'Easy',
    question: 'What is the worst-case time complexity of merge sort on n elements? Answer in big-O notation.',
    solution:
      'Merge sort splits the array in half, sorts both halves recursively and merges them in linear time. The recurrence T(n) = 2T(n/2) + O(n) has log₂ n levels, each doing O(n) work. The worst case is O(n log n), which is optimal for comparison sorting.',
    answer: {
      kind: 'text',
      accepted: [
        'O(n log n)',
        'n log n',
        'Θ(n log n)',
        'O(n log(n))',
        'n log(n)',
        'O(n lg n)',
        'theta(n log n)',
        'linearithmic',
        'linearithmic time',
      ],
    },
  },
  {
    slug: 'algo-lattice-paths-avoiding-point',
    category: 'algorithms',
    difficulty: 'Medium',
    question:
      'How many shortest grid paths go from (0, 0) to (6, 6), using unit steps right and up, without passing through the point (3, 3)?',
    solution:
      'Without the restriction there are C(12, 6) = 924 paths. Paths through (3, 3) split into a path to (3, 3) and a path from it to (6, 6), each counted by C(6, 3) = 20. So 20 · 20 = 400 paths use the forbidden point. The answer is 924 − 400 = 524.',
    answer: { kind: 'number', value: 524, precision: 'whole' },
  },
  {
    slug: 'algo-max-and-min-comparisons',
    category: 'algorithms',
    difficulty: 'Hard',
    question:
      'What is the minimum number of comparisons that suffices, in the worst case, to find both the maximum and the minimum of 100 distinct numbers?',
    solution:
      'Process the numbers in pairs: compare the two elements of a pair with each other, then the larger with the current maximum and the smaller with the current minimum, which is 3 comparisons per pair instead of 4. Starting with the first pair costs 1 comparison, and each of the remaining 49 pairs costs 3. That is 1 + 49 · 3 = 148 = ⌈3n/2⌉ − 2, which is also a known lower bound. The answer is 148.',
    answer: { kind: 'number', value: 148, precision: 'whole' },
  },
  {
    slug: 'algo-distinct-bst-shapes',
    category: 'algorithms',
    difficulty: 'Medium',
    question: 'How many structurally different binary search trees can store the keys 1 to 6?',
    solution:
      'Choosing key k as the root leaves k − 1 keys for the left subtree and 6 − k for the right. So the counts satisfy B(n) = Σ B(k − 1)B(n − k) with B(0) = 1, the Catalan recurrence. The sequence runs 1, 1, 2, 5, 14, 42 and 132. There are 132 trees.',
    answer: { kind: 'number', value: 132, precision: 'whole' },
  },
  {
    slug: 'algo-edit-distance',
    category: 'algorithms',
    difficulty: 'Medium',
    question:
      'What is the Levenshtein edit distance (insertions, deletions and substitutions each cost 1) between MARGIN and MARKET?',
    solution:
      'Fill the dynamic-programming table d[i][j] = min(d[i − 1][j] + 1, d[i][j − 1] + 1, d[i − 1][j − 1] + [aᵢ ≠ bⱼ]). The common prefix MAR costs nothing, and GIN must become KET. Three substitutions do it, and nothing cheaper exists because GIN and KET share no letter, so every letter of KET must come from a substitution or an insertion. The distance is 3.',
    answer: { kind: 'number', value: 3, precision: 'whole' },
  },
  {
    slug: 'algo-coin-change-ways',
    category: 'algorithms',
    difficulty: 'Medium',
    question:
      'In how many ways can you make 75 cents from nickels (5), dimes (10) and quarters (25), if the order of the coins does not matter?',
    solution:
      'Fix the number of quarters and count the ways to make the rest from nickels and dimes. With 0 quarters, 75 cents allows 0 to 7 dimes, which is 8 ways; with 1 quarter, 50 cents allows 0 to 5 dimes, 6 ways; with 2 quarters, 25 cents allows 0 to 2 dimes, 3 ways; with 3 quarters there is 1 way. The dynamic program ways[a] += ways[a − c], looping over coins outside amounts, gives the same count. The total is 18.',
    answer: { kind: 'number', value: 18, precision: 'whole' },
  },
  {
    slug: 'algo-count-inversions',
    category: 'algorithms',
    difficulty: 'Medium',
    question: 'How many inversions (pairs i < j with a[i] > a[j]) does the array [3, 7, 1, 8, 5, 2, 6, 4] contain?',
    solution:
      'Count, for each element, the smaller elements to its right: 3 has 2 (1, 2), 7 has 5, 1 has 0, 8 has 4, 5 has 2, 2 has 0, 6 has 1 and 4 has 0. A modified merge sort counts the same in O(n log n) by adding the remaining left-half length whenever a right-half element is merged first. The total is 2 + 5 + 0 + 4 + 2 + 0 + 1 + 0 = 14.',
    answer: { kind: 'number', value: 14, precision: 'whole' },
  },
  {
    slug: 'algo-minimum-spanning-tree-weight',
    category: 'algorithms',
    difficulty: 'Medium',
    question:
      'An undirected graph on A–E has edges A–B 7, A–C 1, B–C 4, B–D 2, C–D 8, C–E 9, D–E 5, B–E 6. What is the total weight of a minimum spanning tree?',
    solution:
      'Kruskal’s algorithm adds edges in increasing weight unless they close a cycle. It takes A–C (1), B–D (2), B–C (4) and D–E (5), at which point all five vertices are connected by four edges. B–E (6) would close the cycle B–D–E, and the heavier edges are skipped too. The minimum spanning tree weighs 1 + 2 + 4 + 5 = 12.',
    answer: { kind: 'number', value: 12, precision: 'whole' },
  },
  {
    slug: 'algo-heap-construction-complexity',
    category: 'algorithms',
    difficulty: 'Medium',
    question:
      'What is the time complexity of building a binary heap from n unsorted elements with bottom-up heapify (sift-down from the last internal node to the root)? Answer in big-O notation.',
    solution:
      'A node at height h costs O(h) to sift down, and there are at most about n/2^(h+1) nodes at height h. The total is n · Σ h/2^(h+1), and that series converges to a constant. So bottom-up construction is O(n), better than the O(n log n) of inserting the elements one by one.',
    answer: { kind: 'text', accepted: ['O(n)', 'n', 'Θ(n)', 'linear', 'linear time', 'theta(n)'] },
  },
  {
    slug: 'algo-quickselect-expected-time',
    category: 'algorithms',
    difficulty: 'Medium',
    question:
      'What is the expected running time of quickselect (finding the k-th smallest of n elements with a uniformly random pivot)? Answer in big-O notation.',
    solution:
      'After partitioning around the pivot, quickselect recurses into only one side. A random pivot lands in the middle half with probability 1/2, shrinking the problem to at most 3n/4, so the expected work is bounded by a geometric series cn(1 + 3/4 + (3/4)² + …) = 4cn. The expected time is O(n), although the worst case is O(n²).',
    answer: { kind: 'text', accepted: ['O(n)', 'n', 'Θ(n)', 'linear', 'linear time', 'theta(n)'] },
  },
  {
    slug: 'algo-lru-cache-design',
    category: 'algorithms',
    difficulty: 'Medium',
    question:
      'Design a least-recently-used cache with a fixed capacity that supports get(key) and put(key, value) in O(1) time. Which data structures do you use and how do the operations work?',
    solution:
      'Combine a hash map from key to node with a doubly linked list ordered by recency. A get looks the node up in the map, moves it to the front of the list and returns its value. A put updates and moves an existing node, or inserts a new node at the front; if the cache is then over capacity it removes the tail node and deletes its key from the map. Every step is a constant number of pointer and hash operations, so both operations run in O(1).',
  },
  {
    slug: 'algo-second-largest-comparisons',
    category: 'algorithms',
    difficulty: 'Hard',
    question:
      'What is the minimum number of comparisons that suffices, in the worst case, to find the largest and the second-largest of 64 distinct numbers?',
    solution:
      'Run a knockout tournament: finding the maximum takes n − 1 = 63 comparisons. The second largest must have lost directly to the champion, and the champion played ⌈log₂ 64⌉ = 6 matches. Finding the best of those 6 losers takes 5 more comparisons. The total is n + ⌈log₂ n⌉ − 2 = 68, which matches the known lower bound.',
    answer: { kind: 'number', value: 68, precision: 'whole' },
  },
  {
    slug: 'algo-knapsack-zero-one',
    category: 'algorithms',
    difficulty: 'Hard',
    question:
      'A 0/1 knapsack has capacity 15. The items (weight, value) are (1, 3), (4, 10), (5, 14), (7, 19), (3, 8) and (6, 16). What is the largest total value that fits?',
    solution:
      'Use the dynamic program best[w] = max(best[w], best[w − wᵢ] + vᵢ), iterating capacities downwards for each item so that each is used at most once. Taking the items of weight 5, 7 and 3 fills the capacity exactly with value 14 + 19 + 8 = 41. Close alternatives such as weights 4, 5 and 6 (value 40) or 1, 3, 4 and 7 (value 40) fall short. The optimum is 41.',
    answer: { kind: 'number', value: 41, precision: 'whole' },
  },
  {
    slug: 'algo-count-topological-orders',
    category: 'algorithms',
    difficulty: 'Hard',
    question:
      'A directed acyclic graph on tasks A–F has edges A→D, B→D, C→E, D→F and E→F. How many topological orderings does it have?',
    solution:
      'F depends on everything else, so it must come last. The first five positions interleave two independent groups: {A, B, D}, where D follows A and B (2 internal orders), and {C, E}, where C precedes E (1 order). The positions of the C–E group among the five can be chosen in C(5, 2) = 10 ways. The total is 2 · 10 = 20.',
    answer: { kind: 'number', value: 20, precision: 'whole' },
  },
  {
    slug: 'algo-spanning-trees-complete-graph',
    category: 'algorithms',
    difficulty: 'Medium',
    question: 'How many spanning trees does the complete graph on 5 labelled vertices have?',
    solution:
      'Cayley’s formula says the complete graph Kₙ has nⁿ⁻² spanning trees. One proof is the Prüfer code, a bijection between labelled trees and sequences of length n − 2 over the n labels. The matrix-tree theorem gives the same count. For n = 5 there are 5³ = 125 spanning trees.',
    answer: { kind: 'number', value: 125, precision: 'whole' },
  },
  {
    slug: 'algo-egg-drop-three-eggs',
    category: 'algorithms',
    difficulty: 'Hard',
    question:
      'You have 3 identical eggs and a 100-floor building. An egg breaks when dropped from floor f or above, for some unknown f (possibly no floor breaks it). What is the minimum number of drops that guarantees finding f in the worst case?',
    solution:
      'Turn the question around: with d drops and e eggs, the largest number of floors you can resolve is F(d, e) = F(d − 1, e − 1) + F(d − 1, e) + 1, because the first drop splits the building into a part below (egg broke) and a part above (egg survived). This solves to F(d, e) = Σ C(d, i) for i = 1…e. With 3 eggs, 8 drops cover 8 + 28 + 56 = 92 floors, fewer than 100, while 9 drops cover 9 + 36 + 84 = 129. The minimum is 9 drops.',
    answer: { kind: 'number', value: 9, precision: 'whole' },
  },
  {
    slug: 'algo-seven-queens',
    category: 'algorithms',
    difficulty: 'Hard',
    question:
      'How many ways are there to place 7 non-attacking queens on a 7 × 7 chessboard? Count rotations and reflections as different.',
    solution:
      'Place one queen per row with backtracking, tracking occupied columns and both diagonal directions in sets or bitmasks. Each row tries every free column and recurses, pruning as soon as no safe square remains. The search finds 40 solutions, which belong to 6 classes under symmetry. The answer is 40.',
    answer: { kind: 'number', value: 40, precision: 'whole' },
  },
  {
    slug: 'algo-derangements-six',
    category: 'algorithms',
    difficulty: 'Medium',
    question: 'How many permutations of 6 elements leave no element in its original position?',
    solution:
      'Derangements satisfy D(n) = (n − 1)(D(n − 1) + D(n − 2)) with D(1) = 0 and D(2) = 1. The element in position 1 goes to one of n − 1 places, and whether the displaced element swaps back or not gives the two terms. The sequence continues 2, 9, 44 and 265, matching inclusion–exclusion n!Σ(−1)ᵏ/k!. There are 265 derangements.',
    answer: { kind: 'number', value: 265, precision: 'whole' },
  },
  {
    slug: 'algo-longest-increasing-subsequence',
    category: 'algorithms',
    difficulty: 'Hard',
    question:
      'What is the length of the longest strictly increasing subsequence of [5, 2, 8, 6, 3, 6, 9, 7, 4, 10, 1, 11]?',
    solution:
      'Patience sorting keeps, for each length, the smallest possible tail of an increasing subsequence of that length and updates it by binary search, in O(n log n). The tails evolve to [1, 3, 4, 7, 10, 11] after the last element, so the longest length is 6. One witness is 2, 3, 6, 7, 10, 11. The length is 6.',
    answer: { kind: 'number', value: 6, precision: 'whole' },
  },
  {
    slug: 'algo-streaming-median',
    category: 'algorithms',
    difficulty: 'Hard',
    question:
      'Prices arrive one at a time and after each one you must report the median of all prices so far. How do you do this efficiently, and what does each update cost?',
    solution:
      'Keep the lower half of the values in a max-heap and the upper half in a min-heap, with sizes equal or the lower heap one larger. Each new price goes into the appropriate heap, and then one element moves across if the sizes are out of balance. The median is the top of the lower heap, or the average of both tops when the sizes are equal. Each update costs O(log n) and each query O(1); for a sliding window you would swap the heaps for a balanced tree or an indexed multiset that supports deletion.',
  },
];
