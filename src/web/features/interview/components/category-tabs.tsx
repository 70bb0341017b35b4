import { Tabs } from 'radix-ui';
import { INTERVIEW_CATEGORIES, type InterviewCategory } from '../../../../shared/interview';

export const CATEGORY_LABELS: Record<InterviewCategory, string> = {
  probability: 'Probability',
  statistics: 'Statistics',
  algorithms: 'Algorithms',
  brainteasers: 'Brainteasers',
  finance: 'Finance',
};

const TAB_CLASS =
  'shrink-0 rounded-md px-3 py-1.5 text-sm font-medium text-muted transition-colors hover:text-foreground data-[state=active]:bg-surface-raised data-[state=active]:text-foreground';

/** The five category tabs; Radix gives them arrow-key navigation and the tab/tabpanel roles. */
export function CategoryTabList() {
  return (
    <Tabs.List
      aria-label="Question categories"
      className="flex w-full max-w-full gap-1 overflow-x-auto rounded-lg bg-surface p-1 sm:w-auto"
    >
      {INTERVIEW_CATEGORIES.map((category) => (
        <Tabs.Trigger key={category} value={category} className={TAB_CLASS}>
          {CATEGORY_LABELS[category]}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}
