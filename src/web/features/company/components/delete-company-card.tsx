import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { MyCompany } from '../../../../shared/contracts/company';
import { ROUTES } from '../../../../shared/routes';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { reportActionFailure } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast-store';
import { useDeleteCompany } from '../api';

/** The owner deletes the company, after typing its name: positions, applications, members and invitations go too. */
export function DeleteCompanyCard({ company }: { company: MyCompany }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const remove = useDeleteCompany();
  const navigate = useNavigate();
  const matches = typed.trim() === company.name;

  async function onDelete(event: React.FormEvent) {
    event.preventDefault();
    if (!matches) return;
    try {
      await remove.mutateAsync();
      toast({ title: 'Company deleted', description: `${company.name} and its positions are gone.` });
      navigate(ROUTES.dashboard);
    } catch (error) {
      reportActionFailure('Could not delete the company')(error);
    }
  }

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle>Delete company</CardTitle>
        <CardDescription>
          Deletes {company.name}, its positions and the applications to them, and removes every member. This cannot be
          undone. To keep the company without you, make another member owner instead.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void onDelete(event)} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1 space-y-2">
            <Label htmlFor={`${id}-confirm`}>Type the company name to confirm</Label>
            <Input
              id={`${id}-confirm`}
              value={typed}
              autoComplete="off"
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          <Button type="submit" variant="destructive" disabled={!matches || remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete company'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
