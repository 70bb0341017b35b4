import { CalendarClock, FolderKanban, Users } from 'lucide-react';
import { StatCard } from './stat-card';
import { useDashboardSummary } from '../../api';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The three stat cards, counted by the server from what really happened (issue 17): Active Projects (published and
 * still listed), Talent Pipeline (open applications, proposals under consideration, messages awaiting a reply) and
 * Pending Interviews (booked, not started). Each links to the list behind it.
 */
export function DashboardStats({ projectsTab, pipelineTab }: { projectsTab: string; pipelineTab: string }) {
  const summary = useDashboardSummary();
  const state = summary.status;
  const figures = summary.data;
  const pipeline = figures?.talentPipeline;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <StatCard
        label="Active Projects"
        value={figures?.activeProjects}
        state={state}
        icon={FolderKanban}
        to={projectsTab}
      />
      <StatCard
        label="Talent Pipeline"
        value={pipeline?.total}
        state={state}
        icon={Users}
        to={pipelineTab}
        detail={
          pipeline &&
          [
            count(pipeline.applications, 'application', 'applications'),
            count(pipeline.proposals, 'proposal', 'proposals'),
            count(pipeline.conversations, 'message', 'messages'),
          ].join(' · ')
        }
      />
      <StatCard
        label="Pending Interviews"
        value={figures?.pendingInterviews}
        state={state}
        icon={CalendarClock}
        to={pipelineTab}
      />
    </div>
  );
}
