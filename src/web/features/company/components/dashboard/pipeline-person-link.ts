import type { PipelinePerson } from '../../../../../shared/contracts/company-dashboard';
import { conversationPath, projectProposalsPath, ROUTES } from '../../../../../shared/routes';

/** Where the firm acts on a person: the position's applications at their status, the project's proposals, the thread. */
export function pipelinePersonLink(person: PipelinePerson): string {
  switch (person.kind) {
    case 'application':
      return `${ROUTES.internshipBoard}?${new URLSearchParams({ tab: 'applications', positionId: person.ref, status: person.stage })}`;
    case 'proposal':
      return `${projectProposalsPath(person.ref)}?${new URLSearchParams({ status: person.stage })}`;
    case 'conversation':
      return conversationPath(person.ref);
  }
}
