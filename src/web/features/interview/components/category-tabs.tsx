import { INTERVIEW_CATEGORIES, type InterviewCategory } from '../../../../shared/interview';
import { TabsList, TabsTrigger } from '../../../components/ui/tabs';

export const CATEGORY_LABELS: Record<InterviewCategory, string> = {
  probability: 'Probability',
  statistics: 'Statistics',
  algorithms: 'Algorithms',
  brainteasers: 'Brainteasers',
  finance: 'Finance',
};

/**
 * The five category tabs (arrow keys move between them; see components/ui/tabs). On a phone they wrap
 * into two full rows rather than scrolling (a scrolled row hid Finance and cut Brainteasers).
 */
export function CategoryTabList() {
  return (
    <TabsList aria-label="Question categories" layout="fill">
      {INTERVIEW_CATEGORIES.map((category) => (
        <TabsTrigger key={category} value={category}>
          {CATEGORY_LABELS[category]}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}
