import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InterviewCategory, InterviewOrder } from '../../../shared/interview';
import { api } from '../../lib/api-client';

const interviewKeys = {
  questions: ['interview', 'questions'] as const,
  progress: ['interview', 'progress'] as const,
};

/** The practice questions of one category; with `unsolved` the user's unsolved ones come first. */
export function questionsQueryOptions(category: InterviewCategory, order: InterviewOrder) {
  const query = new URLSearchParams({ category, order });
  return queryOptions({
    queryKey: [...interviewKeys.questions, category, order],
    queryFn: async ({ signal }) => (await api.get('/interview/questions', { query, signal })).questions,
  });
}

export function useQuestions(category: InterviewCategory, order: InterviewOrder) {
  return useQuery(questionsQueryOptions(category, order));
}

export const progressQueryOptions = queryOptions({
  queryKey: interviewKeys.progress,
  queryFn: async ({ signal }) => (await api.get('/interview/progress', { signal })).categories,
});

export function useProgress() {
  return useQuery(progressQueryOptions);
}

/** Grades one answer; afterwards every question list (their solved/attempted badges) and the progress refresh. */
export function useSubmitAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, answer }: { slug: string; answer: string }) =>
      api.post('/interview/questions/{slug}/attempts', { answer }, { params: { slug } }),
    onSuccess: () => {
      // Not awaited: the result shows at once while the lists refresh behind it.
      void queryClient.invalidateQueries({ queryKey: interviewKeys.questions });
      void queryClient.invalidateQueries({ queryKey: interviewKeys.progress });
    },
  });
}
