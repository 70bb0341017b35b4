import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { ROUTES } from '../shared/routes';
import { prefetchPublicCompanyPage } from './features/company/page-data';
import { prefetchCompensationPage } from './features/compensation/page-data';
import { prefetchCompetitionsPage } from './features/competitions/page-data';
import { prefetchFirmsPage } from './features/firms/page-data';
import { prefetchLeapMarketPage, prefetchMarketProjectPage } from './features/leap-market/page-data';

/** Loads into the query client the data a page shows first, for the given address (its filters included). */
export type PagePrefetch = (queryClient: QueryClient, url: URL) => Promise<void>;

/**
 * The pages rendered on the server with their data (src/web/render-page.tsx). Only the server bundle imports this
 * file: the browser receives the data inside the HTML and never runs these functions.
 */
const PAGE_DATA: Readonly<Record<string, PagePrefetch>> = {
  '/quant-firms-list': prefetchFirmsPage,
  '/quant-competitions': prefetchCompetitionsPage,
  '/compensation-insights': prefetchCompensationPage,
  '/leap-market': prefetchLeapMarketPage,
};

export async function prefetchPageData(queryClient: QueryClient, url: URL): Promise<void> {
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  const companySlug = matchPath(ROUTES.companyPage, pathname)?.params.slug;
  const projectId = matchPath(ROUTES.marketProject, pathname)?.params.id;
  if (companySlug) await prefetchPublicCompanyPage(queryClient, companySlug);
  else if (projectId) await prefetchMarketProjectPage(queryClient, projectId);
  else await PAGE_DATA[pathname]?.(queryClient, url);
}
