import { describeAnswerFormat } from '../src/shared/grading';
import type { InterviewQuestion } from '../src/shared/interview';
import { INTERVIEW_QUESTIONS } from '../src/server/db/seed/interview-questions';
import { expect, gotoReady, test } from './fixtures';
import { toastWith } from './toast-helpers';

/** A graded probability question from the real bank: the two-dice one if the bank has it, else the first graded. */
function targetQuestion(): InterviewQuestion & { answer: NonNullable<InterviewQuestion['answer']> } {
  const graded = INTERVIEW_QUESTIONS.filter((q) => q.category === 'probability' && q.answer);
  const target = graded.find((q) => q.slug === 'prob-two-dice-sum-seven') ?? graded[0];
  if (!target?.answer) throw new Error('the question bank has no graded probability question');
  return { ...target, answer: target.answer };
}

/** The answer as a user would type it: the number in plain decimals (well inside any tolerance), or an accepted word. */
function rightAnswer(answer: NonNullable<InterviewQuestion['answer']>): string {
  if (answer.kind === 'text') return answer.accepted[0] ?? '';
  return Number.isInteger(answer.value) ? String(answer.value) : answer.value.toFixed(12);
}

test('practise interview questions: grading, solutions, navigation, categories and progress', async ({
  page,
  signIn,
}) => {
  const target = targetQuestion();
  await signIn('Grace Hopper');
  await gotoReady(page, '/quants/interview-simulator');
  await expect(page.getByRole('heading', { level: 1, name: 'Interview Simulator' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Build your quant profile' })).toHaveAttribute(
    'href',
    '/quants/create-profile',
  );

  await expect(page.getByRole('tab', { name: 'Probability' })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByRole('region', { name: /^Question \d+ of \d+$/ });
  const heading = card.getByRole('heading', { level: 2 });
  await expect(heading).toHaveText(/^Question 1 of \d+$/);
  const total = Number((await heading.textContent())?.match(/of (\d+)/)?.[1]);
  expect(total).toBeGreaterThan(1);

  // A blank answer cannot be submitted: the button stays disabled, and Enter explains why.
  const box = card.getByLabel('Your answer');
  const submit = card.getByRole('button', { name: 'Submit Answer' });
  await expect(submit).toBeDisabled();
  await box.fill('   ');
  await expect(submit).toBeDisabled();
  await box.press('Enter');
  await expect(
    toastWith(page, 'Empty Answer').filter({
      hasText: 'Please provide an answer before submitting.',
    }),
  ).toBeVisible();

  // Find the target question by its text.
  const questionText = card.getByTestId('question-text');
  let position = 1;
  while ((await questionText.textContent())?.trim() !== target.question.trim() && position < total) {
    await card.getByRole('button', { name: 'Next' }).click();
    position += 1;
    await expect(heading).toHaveText(`Question ${position} of ${total}`);
  }
  await expect(questionText).toHaveText(target.question);
  await expect(card.getByText(target.difficulty, { exact: true })).toBeVisible();
  const away = position < total ? 'Next' : 'Previous';
  const back = away === 'Next' ? 'Previous' : 'Next';

  // A wrong answer: 'Not quite' with the expected answer, the box locked and the solution shown and hideable.
  await box.fill(target.answer.kind === 'number' ? '123456789' : 'certainly not this');
  await submit.click();
  await expect(card.getByText('Not quite')).toBeVisible();
  await expect(card.getByText(/Expected answer:/)).toBeVisible();
  await expect(box).not.toBeEditable();
  await expect(card.getByText('Attempted', { exact: true })).toBeVisible();
  const solution = card.getByRole('heading', { name: 'Sample solution' });
  await expect(solution).toBeVisible();
  await card.getByRole('button', { name: 'Hide Solution' }).click();
  await expect(solution).toBeHidden();
  await card.getByRole('button', { name: 'Show Solution' }).click();
  await expect(solution).toBeVisible();

  // Moving away and back starts the question afresh.
  await card.getByRole('button', { name: away }).click();
  await expect(heading).not.toHaveText(`Question ${position} of ${total}`);
  await expect(box).toHaveValue('');
  await card.getByRole('button', { name: back }).click();
  await expect(heading).toHaveText(`Question ${position} of ${total}`);
  await expect(box).toHaveValue('');
  await expect(box).toBeEditable();
  await expect(card.getByText('Not quite')).toBeHidden();
  await expect(solution).toBeHidden();

  // The right answer.
  await box.fill(rightAnswer(target.answer));
  await submit.click();
  await expect(card.getByText('Correct!')).toBeVisible();
  await expect(solution).toBeVisible();
  await expect(card.getByText('Solved', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: away }).click();
  await card.getByRole('button', { name: back }).click();
  await expect(heading).toHaveText(`Question ${position} of ${total}`);
  await expect(box).toHaveValue('');
  await expect(card.getByText('Correct!')).toBeHidden();
  await expect(solution).toBeHidden();

  // Another category starts at its first question with an empty box; the tabs work from the keyboard too.
  await box.fill('draft');
  await page.getByRole('tab', { name: 'Statistics' }).click();
  await expect(page.getByRole('tab', { name: 'Statistics' })).toHaveAttribute('aria-selected', 'true');
  await expect(heading).toHaveText(/^Question 1 of \d+$/);
  await expect(box).toHaveValue('');
  await page.getByRole('tab', { name: 'Statistics' }).press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Algorithms' })).toHaveAttribute('aria-selected', 'true');
  await expect(heading).toHaveText(/^Question 1 of \d+$/);

  // Progress counts the solved question.
  const progress = page.getByRole('region', { name: 'Your progress' });
  await expect(progress.getByRole('listitem').filter({ hasText: 'Probability' })).toContainText(/[1-9]\d*\/\d+ solved/);

  // Unsolved first puts the solved question out of the way.
  await page.getByRole('tab', { name: 'Probability' }).click();
  const unsolvedFirst = page.getByRole('button', { name: 'Unsolved first' });
  await expect(unsolvedFirst).toHaveAttribute('aria-pressed', 'false');
  await unsolvedFirst.click();
  await expect(unsolvedFirst).toHaveAttribute('aria-pressed', 'true');
  await expect(heading).toHaveText(/^Question 1 of \d+$/);
  await expect(questionText).not.toHaveText(target.question);
  await expect(card.getByText('Solved', { exact: true })).toBeHidden();

  // Random Question lands on some question of some category, with an empty box.
  await box.fill('draft');
  await page.getByRole('button', { name: 'Random Question' }).click();
  await expect(page.getByRole('tab', { selected: true })).toHaveCount(1);
  await expect(heading).toHaveText(/^Question \d+ of \d+$/);
  await expect(box).toHaveValue('');
});

test('a percentage question says the precision it wants, shows the expected answer as a percentage and accepts "4.56" (issue 11)', async ({
  page,
  signIn,
}) => {
  const target = INTERVIEW_QUESTIONS.find((q) => q.slug === 'fin-zero-coupon-yield');
  if (!target?.answer) throw new Error('the question bank has no fin-zero-coupon-yield');
  await signIn('Fischer Black');
  await gotoReady(page, '/quants/interview-simulator');
  await page.getByRole('tab', { name: 'Finance' }).click();
  const card = page.getByRole('region', { name: /^Question \d+ of \d+$/ });
  const questionText = card.getByTestId('question-text');
  for (let step = 0; step < 40 && (await questionText.textContent())?.trim() !== target.question; step += 1) {
    await card.getByRole('button', { name: 'Next' }).click();
  }
  await expect(questionText).toHaveText(target.question);
  await expect(card.getByTestId('answer-format')).toHaveText(describeAnswerFormat(target.answer));

  const box = card.getByLabel('Your answer');
  await box.fill('5%');
  await box.press('Enter');
  await expect(card.getByText('Not quite')).toBeVisible();
  await expect(card.getByText('Expected answer:')).toContainText('4.56%');

  await card.getByRole('button', { name: 'Try Again' }).click();
  await box.fill('4.56');
  await box.press('Enter');
  await expect(card.getByText('Correct!')).toBeVisible();
});
