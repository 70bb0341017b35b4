import { useQueryClient } from '@tanstack/react-query';
import { ListFilter, Shuffle } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  CATEGORY_LABELS,
  INTERVIEW_CATEGORIES,
  type InterviewCategory,
  type InterviewOrder,
} from '../../../../shared/interview';
import type { PracticeQuestion } from '../../../../shared/contracts/interview';
import { LoadError } from '../../../components/layout/load-error';
import { PageContainer, PageHeader } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TabsContent, TabsRoot } from '../../../components/ui/tabs';
import { toast } from '../../../lib/toast-store';
import { cn, isOneOf } from '../../../lib/utils';
import { questionsQueryOptions, useProgress, useQuestions } from '../api';
import { CategoryTabList } from '../components/category-tabs';
import { ProfileCta } from '../components/profile-cta';
import { ProgressStrip } from '../components/progress-strip';
import { QuestionCard } from '../components/question-card';

function randomItem<T>(items: readonly T[]): T | undefined {
  return items[Math.floor(Math.random() * items.length)];
}

/**
 * The list in the order it had when the category (or order) was opened. Each answer refetches the list, and with
 * "Unsolved first" the server would move a just-solved question to the back; freezing the order keeps
 * "Question N of M", Previous and Next where the user left them, while statuses still update.
 */
function useStableOrder(questions: PracticeQuestion[] | undefined, key: string): PracticeQuestion[] | undefined {
  const [frozen, setFrozen] = useState<{ key: string; slugs: string[] }>();
  if (questions && frozen?.key !== key) setFrozen({ key, slugs: questions.map((q) => q.slug) });
  return useMemo(() => {
    if (!questions || frozen?.key !== key) return questions;
    const bySlug = new Map(questions.map((q) => [q.slug, q]));
    const known = new Set(frozen.slugs);
    return [...frozen.slugs.flatMap((slug) => bySlug.get(slug) ?? []), ...questions.filter((q) => !known.has(q.slug))];
  }, [questions, frozen, key]);
}

/** Interview practice (spec §2, §4): five categories, graded answers, sample solutions and the user's progress. */
export function InterviewSimulatorPage() {
  const queryClient = useQueryClient();
  const progress = useProgress();
  const [category, setCategory] = useState<InterviewCategory>('probability');
  const [unsolvedFirst, setUnsolvedFirst] = useState(false);
  // The question on screen; null means the first of the category.
  const [slug, setSlug] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const order: InterviewOrder = unsolvedFirst ? 'unsolved' : 'default';

  const query = useQuestions(category, order);
  const questions = useStableOrder(query.data, `${category}:${order}`);
  const found = slug && questions ? questions.findIndex((q) => q.slug === slug) : -1;
  const index = found >= 0 ? found : 0;
  const current = questions?.[index];

  function changeCategory(value: string) {
    if (!isOneOf(INTERVIEW_CATEGORIES, value)) return;
    setCategory(value);
    setSlug(null);
  }

  function toggleUnsolvedFirst() {
    setUnsolvedFirst((on) => !on);
    setSlug(null);
  }

  function move(step: -1 | 1) {
    const next = questions?.[index + step];
    if (next) setSlug(next.slug);
  }

  async function pickRandom() {
    // Only categories that have questions, when the progress (which counts them) is known.
    const stocked = progress.data?.filter((p) => p.total > 0).map((p) => p.category) ?? [];
    const target = randomItem(stocked.length > 0 ? stocked : INTERVIEW_CATEGORIES) ?? 'probability';
    setPicking(true);
    try {
      const list = await queryClient.fetchQuery(questionsQueryOptions(target, order));
      const others = list.filter((q) => q.slug !== current?.slug);
      setCategory(target);
      setSlug(randomItem(others.length > 0 ? others : list)?.slug ?? null);
    } catch (error) {
      toast({
        title: 'Could not load a question',
        description: error instanceof Error ? error.message : 'Please try again.',
        variant: 'destructive',
      });
    } finally {
      setPicking(false);
    }
  }

  const body = questions ? (
    current ? (
      <QuestionCard
        question={current}
        position={index + 1}
        total={questions.length}
        answerKey={`${category}:${order}:${current.slug}`}
        onPrevious={() => move(-1)}
        onNext={() => move(1)}
      />
    ) : (
      <p className="rounded-[var(--radius-card)] border border-border bg-surface p-10 text-center text-muted">
        No questions in this category yet.
      </p>
    )
  ) : query.isError ? (
    <LoadError message={query.error.message} onRetry={() => void query.refetch()} />
  ) : (
    <div className="flex justify-center py-16">
      <Spinner label="Loading questions" />
    </div>
  );

  return (
    <PageContainer>
      <PageHeader
        eyebrow="For Quants"
        title="Interview Simulator"
        lead="Practise the probability, statistics, algorithms, brainteaser and finance questions quant firms ask, and check your answers instantly."
      />
      <ProgressStrip />

      <TabsRoot value={category} onValueChange={changeCategory} className="mx-auto mt-10 max-w-4xl">
        <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
          <CategoryTabList />
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              aria-pressed={unsolvedFirst}
              onClick={toggleUnsolvedFirst}
              className={cn(unsolvedFirst && 'border-primary bg-primary/10 text-primary hover:bg-primary/20')}
            >
              <ListFilter aria-hidden />
              Unsolved first
            </Button>
            <Button variant="secondary" size="sm" onClick={() => void pickRandom()} disabled={picking}>
              <Shuffle aria-hidden />
              Random Question
            </Button>
          </div>
        </div>
        <p aria-live="polite" className="sr-only">
          {current && questions ? `${CATEGORY_LABELS[category]}, question ${index + 1} of ${questions.length}` : ''}
        </p>
        {INTERVIEW_CATEGORIES.map((c) => (
          <TabsContent key={c} value={c} className="mt-6 outline-none">
            {body}
          </TabsContent>
        ))}
      </TabsRoot>

      <ProfileCta />
    </PageContainer>
  );
}
