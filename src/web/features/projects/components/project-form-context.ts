import type { UseFormReturn } from 'react-hook-form';
import type { ProjectFormValues } from '../project-form-values';

/** What each section of the project form works with: the form, the messages by path, and the inputs' ids. */
export interface ProjectFormParts {
  form: UseFormReturn<ProjectFormValues>;
  /** Messages by form path (`title`, `budgetMax`, `milestones.1.amount`, `milestones`). */
  errors: Record<string, string>;
  /** The input id for a form path, unique on the page. */
  fieldId: (path: string) => string;
}
