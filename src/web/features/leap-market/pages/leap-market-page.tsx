import { ArrowRight, Construction } from 'lucide-react';
import { Link } from 'react-router';
import { WAITLIST_PATH } from '../../../components/layout/nav-links';
import { PageContainer, PageHeader } from '../../../components/layout/page';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ComingSoonTiles } from '../../marketing/api';
import { InvitedProjects } from '../components/invited-projects';
import { LeapMarketList } from '../components/leap-market-list';

/**
 * The marketplace teaser (spec §2 "Marketplace teaser") as LeapMarket's introduction, and below it the published
 * projects once any exist. The page is rendered on the server per request with the list's first page (src/web/
 * page-data.ts), so a visitor sees the projects before any script runs; the app hydrates on the first interaction.
 * A signed-in user's invitations are asked for in the browser and shown above the list once they arrive.
 */
export function LeapMarketPage() {
  return (
    <PageContainer>
      <div className="mb-5 flex justify-center">
        <Badge variant="warning" className="gap-1.5 px-3 py-1 text-sm">
          <Construction aria-hidden className="size-4" />
          In Development
        </Badge>
      </div>
      <PageHeader
        eyebrow="LeapMarket"
        title="Coming Soon"
        lead="LeapMarket is the marketplace at the heart of QuantLeap: funds post scoped quantitative work and live internships, and quants take them on, matched on skills and kept confidential until both sides choose otherwise."
      />

      <section aria-label="What LeapMarket will offer" className="mt-14 md:mt-20">
        <ComingSoonTiles headingLevel="h2" />
      </section>

      <div className="mt-14 flex flex-col items-center gap-4 text-center md:mt-20">
        <p className="max-w-xl text-muted">
          LeapMarket is opening in stages. Add your name to the waitlist and we will let you know as each part opens.
        </p>
        <Button asChild size="lg">
          <Link to={WAITLIST_PATH}>
            Join the waitlist
            <ArrowRight aria-hidden />
          </Link>
        </Button>
        <Link to="/for-quants/overview" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          See what you can use today
        </Link>
      </div>

      <InvitedProjects />
      <LeapMarketList />
    </PageContainer>
  );
}
