import { notInArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { competitions, firms, interviewQuestions } from '../schema';
import { INTERVIEW_QUESTIONS } from './interview-questions';
import { COMPETITIONS } from './competitions';
import { FIRMS } from './firms';

/**
 * Makes the reference tables equal to the typed seed data: inserts new rows, updates changed ones, deletes
 * removed ones. Idempotent, so every start runs it; one transaction, so readers never see a half-synced list.
 */
export async function syncReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(firms)
      .values([...FIRMS])
      .onConflictDoUpdate({
        target: firms.name,
        set: { url: sql`excluded.url`, category: sql`excluded.category`, description: sql`excluded.description` },
      });
    await tx.delete(firms).where(
      notInArray(
        firms.name,
        FIRMS.map((f) => f.name),
      ),
    );

    await tx
      .insert(competitions)
      .values(COMPETITIONS.map((c) => ({ ...c, categories: [...c.categories] })))
      .onConflictDoUpdate({
        target: competitions.slug,
        set: {
          name: sql`excluded.name`,
          timing: sql`excluded.timing`,
          sponsors: sql`excluded.sponsors`,
          description: sql`excluded.description`,
          perks: sql`excluded.perks`,
          url: sql`excluded.url`,
          categories: sql`excluded.categories`,
        },
      });
    await tx.delete(competitions).where(
      notInArray(
        competitions.slug,
        COMPETITIONS.map((c) => c.slug),
      ),
    );

    // Interview practice bank; positions keep the bank's order within each category.
    const positions = new Map<string, number>();
    const questions = INTERVIEW_QUESTIONS.map((q) => {
      const position = (positions.get(q.category) ?? 0) + 1;
      positions.set(q.category, position);
      return { ...q, position, answer: q.answer ?? null };
    });
    await tx
      .insert(interviewQuestions)
      .values(questions)
      .onConflictDoUpdate({
        target: interviewQuestions.slug,
        set: {
          category: sql`excluded.category`,
          difficulty: sql`excluded.difficulty`,
          position: sql`excluded.position`,
          question: sql`excluded.question`,
          solution: sql`excluded.solution`,
          answer: sql`excluded.answer`,
        },
      });
    await tx.delete(interviewQuestions).where(
      notInArray(
        interviewQuestions.slug,
        questions.map((q) => q.slug),
      ),
    );
  });
}
