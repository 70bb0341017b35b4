import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PostedPosition } from '../../../../shared/internships';
import { ROUTES } from '../../../../shared/routes';
import { PageContainer } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../../components/ui/tabs';
import { useCompanyAccess } from '../../../lib/company-access';
import { PositionDialog } from '../components/position-dialog';
import { PositionsList } from '../components/positions-list';

/**
 * /funds/internship-board (spec §2), inside the firm guard: the company's positions. The spec's Internship
 * Applications and University Programs tabs, its analytics and quick actions count applications that this board
 * does not review yet: they come with applicant tracking, never as sample numbers.
 */
export function InternshipBoardPage() {
  const { company, verified } = useCompanyAccess();
  const [editing, setEditing] = useState<PostedPosition | 'new' | null>(null);
  if (!company) return null;
  return (
    <PageContainer className="space-y-8">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{company.name}</p>
          <h1 className="text-3xl font-bold tracking-tight">Internship Board</h1>
          <p className="mt-2 max-w-2xl text-muted">
            Post internships with their pay; open ones are in the quants' internship finder at once, and closing one
            takes it off while keeping its applications.
          </p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden /> Post New Position
        </Button>
      </div>
      {!verified && (
        <p role="note" className="rounded-xl border border-warning/40 bg-warning/5 p-4 text-sm">
          Your company is not verified yet, so you can prepare drafts but not publish them.{' '}
          <Link to={ROUTES.companyDashboard} className="text-primary underline underline-offset-4">
            How to get verified
          </Link>
        </p>
      )}
      <TabsRoot defaultValue="positions">
        <TabsList aria-label="Internship board sections">
          <TabsTrigger value="positions">Your Positions</TabsTrigger>
        </TabsList>
        <TabsContent value="positions" className="mt-6">
          <PositionsList canPublish={verified} onEdit={setEditing} onCreate={() => setEditing('new')} />
        </TabsContent>
      </TabsRoot>
      <PositionDialog editing={editing} canPublish={verified} onClose={() => setEditing(null)} />
    </PageContainer>
  );
}
