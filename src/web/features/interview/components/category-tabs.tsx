import { CATEGORY_LABELS, INTERVIEW_CATEGORIES } from '../../../../shared/interview';
import { TabsList, TabsTrigger } from '../../../components/ui/tabs';

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
