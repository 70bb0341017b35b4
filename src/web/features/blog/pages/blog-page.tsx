import { Newspaper } from 'lucide-react';
import { useState } from 'react';
import { PageContainer, PageHeader } from '../../../components/layout/page';
import { Card, CardContent } from '../../../components/ui/card';
import { cn } from '../../../lib/utils';
import { NewsletterForm } from '../components/newsletter-form';

export const BLOG_CATEGORIES = [
  'All Categories',
  'Industry Trends',
  'Technical Analysis',
  'Machine Learning',
  'Data Analysis',
  'Career Advice',
  'Risk Management',
  'Leadership',
] as const;

export function BlogPage() {
  const [category, setCategory] = useState<string>(BLOG_CATEGORIES[0]);
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Resources"
        title="QuantLeap Blog"
        lead="Articles on markets, models and quant careers, written by practitioners."
      />
      <div role="group" aria-label="Categories" className="mx-auto mt-10 flex max-w-4xl flex-wrap justify-center gap-2">
        {BLOG_CATEGORIES.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={category === name}
            onClick={() => setCategory(name)}
            className={cn(
              'rounded-full border px-3 py-1.5 text-sm transition-colors',
              category === name
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border bg-surface text-muted hover:border-primary/50 hover:text-foreground',
            )}
          >
            {name}
          </button>
        ))}
      </div>

      <div className="mx-auto mt-12 flex max-w-xl flex-col items-center rounded-xl border border-dashed border-border p-12 text-center">
        <Newspaper aria-hidden className="size-10 text-muted" />
        <h2 className="mt-4 text-xl font-semibold">No blog posts yet</h2>
        <p className="mt-1 text-muted">Check back soon for new content!</p>
      </div>

      <Card className="mx-auto mt-12 max-w-xl">
        <CardContent className="p-6 sm:p-8">
          <h2 className="text-lg font-semibold">Get new posts by e-mail</h2>
          <p className="mt-1 text-sm text-muted">
            One e-mail when something new is published. Unsubscribe at any time.
          </p>
          <NewsletterForm />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
