import type { OwnProject } from '../../../shared/contracts/projects';

/**
 * The company's projects a quant can be invited to: open on LeapMarket (published, listing not ended), as the
 * server decides it; newest first, as listed. Drafts, projects in progress, closed and ended ones are left out.
 */
export function invitableProjects(projects: readonly OwnProject[], now = new Date()): OwnProject[] {
  return projects.filter(
    (project) =>
      project.status === 'published' &&
      project.budget !== null &&
      project.expiresAt !== null &&
      new Date(project.expiresAt).getTime() > now.getTime(),
  );
}
