import type * as React from 'react';
import { NavLink } from 'react-router';
import { ROUTES } from '../../shared/routes';
import { ApiError } from '../lib/api-client';
import { cn } from '../lib/utils';
import { PageContainer, PageHeader } from './layout/page';
import { OperatorsOnly } from './operators-only';

/** The operators' pages, in the order their links show: the console first, then each queue and tool. */
const SECTIONS = [
  { to: ROUTES.operatorConsole, label: 'Operator console' },
  { to: ROUTES.companyReviews, label: 'Company reviews' },
  { to: ROUTES.messageReports, label: 'Reported conversations' },
  { to: ROUTES.compensationReview, label: 'Compensation review' },
  { to: ROUTES.operatorPeople, label: 'People and companies' },
  { to: ROUTES.auditLog, label: 'Audit log' },
  { to: ROUTES.operatorInbox, label: 'Inbox' },
] as const;

/**
 * The frame of every operators' page: its header, links between the operators' pages, and, for an account that is
 * not an operator, the API's reason (`error`, a 403) instead of the page: a retry cannot help there.
 */
export function OperatorPage({
  title,
  lead,
  error,
  links = true,
  children,
}: {
  title: string;
  lead: string;
  /** The page's query error, if any. */
  error: unknown;
  /** The links to the other operators' pages; the console, which lists them all, goes without. */
  links?: boolean;
  children: React.ReactNode;
}) {
  const forbidden = error instanceof ApiError && error.status === 403 ? error : null;
  return (
    <PageContainer className="max-w-4xl">
      <PageHeader eyebrow="Operators" title={title} lead={lead} />
      <div className="mt-10 space-y-6">
        {forbidden ? (
          <OperatorsOnly message={forbidden.message} />
        ) : (
          <>
            {links && (
              <nav aria-label="Operator pages">
                <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
                  {SECTIONS.map((section) => (
                    <li key={section.to}>
                      <NavLink
                        to={section.to}
                        end
                        className={({ isActive }) =>
                          cn(
                            'underline-offset-4 hover:underline',
                            isActive ? 'font-semibold text-foreground' : 'text-primary',
                          )
                        }
                      >
                        {section.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
            {children}
          </>
        )}
      </div>
    </PageContainer>
  );
}
