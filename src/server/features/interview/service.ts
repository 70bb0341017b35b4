import { and, asc, count, eq, sql } from 'drizzle-orm';
import { describeAnswer, describeAnswerFormat, gradeAnswer } from '../../../shared/grading';
import {
  INTERVIEW_CATEGORIES,
  QUESTION_NOT_FOUND,
  type InterviewCategory,
  type InterviewOrder,
} from '../../../shared/interview';
import type { AttemptResult, CategoryProgress, PracticeQuestion } from '../../../shared/contracts/interview';
import type { Db } from '../../db/client';
import { interviewAttempts, interviewQuestions } from '../../db/schema';
import { AppError } from '../../platform/app-error';

/** The user's standing on a question: solved if any attempt was correct, attempted if any attempt exists. */
const STATUS = sql<string>`case
  when bool_or(${interviewAttempts.correct}) then 'solved'
  when count(${interviewAttempts.id}) > 0 then 'attempted'
  else 'new' end`;

/** A category's questions without answers or solutions, with this user's status; unsolved first when asked. */
export async function listPracticeQuestions(
  db: Db,
  userId: string,
  category: InterviewCategory,
  order: InterviewOrder,
): Promise<PracticeQuestion[]> {
  const rows = await db
    .select({
      slug: interviewQuestions.slug,
      category: interviewQuestions.category,
      difficulty: interviewQuestions.difficulty,
      question: interviewQuestions.question,
      answer: interviewQuestions.answer,
      position: interviewQuestions.position,
      status: STATUS,
    })
    .from(interviewQuestions)
    .leftJoin(
      interviewAttempts,
      and(eq(interviewAttempts.questionSlug, interviewQuestions.slug), eq(interviewAttempts.userId, userId)),
    )
    .where(eq(interviewQuestions.category, category))
    .groupBy(interviewQuestions.slug)
    .orderBy(asc(interviewQuestions.position));
  // The answer itself stays on the server; the list says only whether and how the question is graded.
  const questions = rows.map(({ position: _position, answer, ...q }) => ({
    ...q,
    graded: answer !== null,
    answerFormat: answer ? describeAnswerFormat(answer) : null,
    status: q.status as PracticeQuestion['status'],
  }));
  if (order === 'default') return questions;
  // Stable: unsolved (new, then attempted) keep their bank order, solved ones go last.
  const rank = { new: 0, attempted: 0, solved: 1 } as const;
  return [...questions].sort((a, b) => rank[a.status] - rank[b.status]);
}

/** Grades and records one answer of `userId` (the session's user), and reveals the solution. */
export async function submitAttempt(db: Db, userId: string, slug: string, answer: string): Promise<AttemptResult> {
  const [question] = await db.select().from(interviewQuestions).where(eq(interviewQuestions.slug, slug));
  if (!question) throw new AppError('NOT_FOUND', QUESTION_NOT_FOUND);
  const correct = question.answer ? gradeAnswer(question.answer, answer) : null;
  await db.insert(interviewAttempts).values({ userId, questionSlug: slug, answer, correct });
  return {
    correct,
    solution: question.solution,
    expected: question.answer ? describeAnswer(question.answer) : null,
  };
}

/** Solved and attempted counts per category for the user, for the simulator and the dashboard. */
export async function getProgress(db: Db, userId: string): Promise<CategoryProgress[]> {
  const totals = await db
    .select({ category: interviewQuestions.category, total: count() })
    .from(interviewQuestions)
    .groupBy(interviewQuestions.category);
  const mine = await db
    .select({
      category: interviewQuestions.category,
      attempted: sql<number>`count(distinct ${interviewAttempts.questionSlug})`.mapWith(Number),
      solved:
        sql<number>`count(distinct ${interviewAttempts.questionSlug}) filter (where ${interviewAttempts.correct})`.mapWith(
          Number,
        ),
    })
    .from(interviewAttempts)
    .innerJoin(interviewQuestions, eq(interviewQuestions.slug, interviewAttempts.questionSlug))
    .where(eq(interviewAttempts.userId, userId))
    .groupBy(interviewQuestions.category);
  return INTERVIEW_CATEGORIES.map((category) => ({
    category,
    total: totals.find((t) => t.category === category)?.total ?? 0,
    attempted: mine.find((m) => m.category === category)?.attempted ?? 0,
    solved: mine.find((m) => m.category === category)?.solved ?? 0,
  }));
}
