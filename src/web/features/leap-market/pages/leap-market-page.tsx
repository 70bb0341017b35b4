import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '../../../../shared/routes';
import { PageContainer } from '../../../components/layout/page';
import { LeapMarketTiles } from '../../marketing/api';
import { InvitedProjects } from '../components/invited-projects';
import { LeapMarketList } from '../components/leap-market-list';

const linkClass =
  'inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline focus-visible:underline';

/**
 * LeapMarket: a short introduction, then the live projects (a signed-in quant's invitations first), then how the
 * marketplace works. The introduction stays short so that on a phone the first project shows in the first screen.
 * The page is rendered on the server per request with the list's first page (src/web/page-data.ts), so a visitor
 * sees the projects before any script runs; the app hydrates on the first interaction.
 */
export function LeapMarketPage() {
  return (
    <PageContainer className="pt-8 md:pt-12">
      <div className="mx-auto max-w-6xl">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">LeapMarket</h1>
        <p className="mt-2 max-w-3xl text-muted md:text-lg">
          Quant projects posted by verified funds. Open one to read the brief and send a proposal.
        </p>
      </div>

      <InvitedProjects />
      <LeapMarketList />

      <section aria-labelledby="how-it-works-heading" className="mx-auto mt-16 max-w-6xl md:mt-24">
        <h2 id="how-it-works-heading" className="text-2xl font-semibold">
          How LeapMarket works
        </h2>
        <p className="mt-2 mb-8 max-w-3xl text-muted">
          Funds post scoped work and internships; quants take them on, matched on skills and seen only by the firms they
          allow.
        </p>
        <LeapMarketTiles linked={false} />
        <div className="mt-8 flex flex-col gap-3 text-sm sm:flex-row sm:gap-8">
          <Link to={ROUTES.createQuantProfile} className={linkClass}>
            Build your quant profile
            <ArrowRight aria-hidden className="size-4" />
          </Link>
          <Link to={ROUTES.postProject} className={linkClass}>
            Hiring? Post a project
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
      </section>
    </PageContainer>
  );
}
