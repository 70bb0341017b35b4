import { INTERVIEW_CATEGORIES, type InterviewCategory } from '../../../../shared/interview';
import { TabsList, TabsTrigger } from '../../../components/ui/tabs';

export const CATEGORY_LABELS: Record<InterviewCategory, string> = {
  probability: 'Probability',
  statistics: 'Statistics',
  algorithms: 'Algorithms',
  brainteasers: 'Brainteasers',
  finance: 'Finance',
};

/** The five category tabs; Radix gives them arrow-key navigation and the tab/tabpanel roles. */
export function CategoryTabList() {
  return (
    <TabsList aria-label="Question categories" className="flex w-full max-w-full flex-nowrap overflow-x-auto sm:w-auto">
      {INTERVIEW_CATEGORIES.map((category) => (
        <TabsTrigger key={category} value={category} className="shrink-0">
          {CATEGORY_LABELS[category]}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}
