import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { GradedAnswer, InterviewCategory, InterviewDifficulty } from '../../../shared/interview';
import { user } from './auth';

/** Reference data: the practice bank, synced from seed/interview-questions at start. */
export const interviewQuestions = pgTable(
  'interview_questions',
  {
    slug: text('slug').primaryKey(),
    category: text('category').$type<InterviewCategory>().notNull(),
    difficulty: text('difficulty').$type<InterviewDifficulty>().notNull(),
    /** Order within the category, as written in the bank. */
    position: integer('position').notNull(),
    question: text('question').notNull(),
    solution: text('solution').notNull(),
    answer: jsonb('answer').$type<GradedAnswer>(),
  },
  (t) => [index('interview_questions_category_position_idx').on(t.category, t.position)],
);

/** Every answer a signed-in user submits, with its grade (null for open questions). */
export const interviewAttempts = pgTable(
  'interview_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    questionSlug: text('question_slug')
      .notNull()
      .references(() => interviewQuestions.slug, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
    correct: boolean('correct'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('interview_attempts_user_question_idx').on(t.userId, t.questionSlug)],
);
