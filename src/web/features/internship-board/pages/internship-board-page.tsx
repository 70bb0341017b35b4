import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PostedPosition } from '../../../../shared/contracts/internship-board';
import { ROUTES } from '../../../../shared/routes';
import { PageContainer } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../../components/ui/tabs';
import { useCompanyAccess } from '../../../lib/company-access';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { isOneOf } from '../../../lib/utils';
import { clearedFilters } from '../applicant-filters';
import { ApplicationsTab } from '../components/applications-tab';
import { BoardInsights } from '../components/board-insights';
import { PositionDialog } from '../components/position-dialog';
import { PositionsList } from '../components/positions-list';
import { UniversityPrograms } from '../components/university-programs';

/** Spec §2's tabs, in its order. */
const TABS = [
  { value: 'applications', label: 'Internship Applications' },
  { value: 'positions', label: 'Your Positions' },
  { value: 'universities', label: 'University Programs' },
] as const;
type Tab = (typeof TABS)[number]['value'];
const TAB_VALUES = TABS.map((tab) => tab.value);
/**
 * The tab a bare /funds/internship-board opens: the company's positions, where a new firm starts (the company
 * dashboard links here to post) and the analytics sit.
 */
const DEFAULT_TAB: Tab = 'positions';

/**
 * /funds/internship-board (spec §2), inside the firm guard: the applications to the company's positions, the
 * positions themselves with the analytics card, and the universities its applicants come from. The tab lives in
 * the URL (?tab=applications), as do the applications' filters, so a reload or a shared link keeps them.
 */
export function InternshipBoardPage() {
  const { company, verified } = useCompanyAccess();
  const { params, update } = useUrlFilters();
  const [editing, setEditing] = useState<PostedPosition | 'new' | null>(null);
  const tabParam = params.get('tab');
  const tab: Tab = isOneOf(TAB_VALUES, tabParam) ? tabParam : DEFAULT_TAB;
  if (!company) return null;
  const create = () => setEditing('new');
  const viewApplicants = (position: PostedPosition) =>
    update({ ...clearedFilters(), tab: 'applications', positionId: position.id });

  return (
    <PageContainer className="space-y-8">
      <div>
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{company.name}</p>
        <h1 className="text-3xl font-bold tracking-tight">Internship Board</h1>
        <p className="mt-2 max-w-2xl text-muted">
          Post internships with their pay and review the applications they bring. Open positions are in the quants'
          internship finder at once; closing one takes it off while keeping its applications.
        </p>
      </div>
      {!verified && (
        <p role="note" className="rounded-xl border border-warning/40 bg-warning/5 p-4 text-sm">
          Your company is not verified yet, so you can prepare drafts but not publish them.{' '}
          <Link to={ROUTES.companyDashboard} className="text-primary underline underline-offset-4">
            How to get verified
          </Link>
        </p>
      )}
      <TabsRoot value={tab} onValueChange={(next) => update({ tab: next === DEFAULT_TAB ? undefined : next })}>
        <TabsList aria-label="Internship board sections" layout="fill">
          {TABS.map((item) => (
            <TabsTrigger key={item.value} value={item.value}>
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="applications" className="mt-6">
          <ApplicationsTab verified={verified} onCreate={create} />
        </TabsContent>
        <TabsContent value="positions" className="mt-6">
          <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <section aria-labelledby="your-positions" className="min-w-0 space-y-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 id="your-positions" className="text-xl font-semibold">
                  Your Positions
                </h2>
                <Button onClick={create}>
                  <Plus aria-hidden /> Create New Position
                </Button>
              </div>
              <PositionsList canPublish={verified} onEdit={setEditing} onViewApplicants={viewApplicants} />
            </section>
            <BoardInsights verified={verified} onCreate={create} />
          </div>
        </TabsContent>
        <TabsContent value="universities" className="mt-6">
          <UniversityPrograms verified={verified} />
        </TabsContent>
      </TabsRoot>
      <PositionDialog editing={editing} canPublish={verified} onClose={() => setEditing(null)} />
    </PageContainer>
  );
}
