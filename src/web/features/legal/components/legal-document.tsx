import type { ReactNode } from 'react';
import { PageContainer, PageHeader } from '../../../components/layout/page';

export interface LegalSection {
  /** Anchor of the section, unique on the page, e.g. "your-rights". */
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * Shared layout of the privacy policy and the terms: one h1, a fixed "Last updated" date, a contents list and
 * numbered sections with h2 headings (h3 inside a section for sub-parts). Body text is styled here so the pages
 * only write plain paragraphs, lists and links.
 */
export function LegalDocument({
  title,
  lead,
  lastUpdated,
  lastUpdatedIso,
  sections,
}: {
  title: string;
  lead: ReactNode;
  /** Written out in full, e.g. "22 November 2026"; a fixed string so prerendered HTML never drifts. */
  lastUpdated: string;
  /** The same date as YYYY-MM-DD for the <time> element. */
  lastUpdatedIso: string;
  sections: LegalSection[];
}) {
  return (
    <PageContainer>
      <PageHeader eyebrow="Legal" title={title} lead={lead}>
        <p className="mt-4 text-sm text-muted">
          Last updated: <time dateTime={lastUpdatedIso}>{lastUpdated}</time>
        </p>
      </PageHeader>

      <div className="mx-auto mt-12 grid max-w-5xl gap-10 md:mt-16 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14">
        <nav aria-label="Contents" className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-sm font-semibold text-foreground">Contents</p>
          <ol className="mt-3 space-y-2 border-l border-border text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l border-transparent pl-4 text-muted hover:border-primary hover:text-foreground"
                >
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <article className="min-w-0">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-24 border-b border-border py-8 first:pt-0 last:border-b-0"
            >
              <h2 id={`${section.id}-heading`} className="text-xl font-semibold tracking-tight md:text-2xl">
                {index + 1}. {section.title}
              </h2>
              <div className="text-base leading-7 text-muted [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_h3]:mt-6 [&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-foreground [&_li]:mt-2 [&_li]:pl-1 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6">
                {section.body}
              </div>
            </section>
          ))}
        </article>
      </div>
    </PageContainer>
  );
}
