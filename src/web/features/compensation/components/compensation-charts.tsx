import { useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import { COMPENSATION_TEXT, formatUsd } from '../../../../shared/compensation';
import type { CompensationStatistics, DistributionBin } from '../../../../shared/contracts/compensation';
import { Spinner } from '../../../components/ui/spinner';
import { lazyPart, useLazyPart } from '../../../lib/lazy-part';
import type { ChartPlotProps } from './chart-plot';
import { compactUsd } from './entry-format';

/** Recharts is most of the page's code: it is fetched when the charts come into view, not with the page. */
const chartPlot = lazyPart(() => import('./chart-plot').then((m) => m.ChartPlot));

/**
 * The chart code once the charts' area has come into view (never on the server, nor while hydrating: both
 * show the placeholder), and whether it is on its way. Not `needed` (too few entries for any chart): never fetched.
 */
function useChartPlot(area: RefObject<HTMLElement | null>, needed: boolean) {
  const [Plot, load] = useLazyPart(chartPlot);
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    const element = area.current;
    if (Plot || !needed || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setRequested(true);
        load();
      },
      // No margin: on a tall phone even 200 px ahead reaches the charts from the top of the page, and the
      // visitor who never scrolls to them would pay for them.
      { rootMargin: '0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [area, needed, Plot, load]);
  return { Plot, loading: requested && !Plot };
}

function binLabel(bin: DistributionBin): string {
  return bin.to === null ? `${compactUsd(bin.from)}+` : `${compactUsd(bin.from)}–${compactUsd(bin.to)}`;
}

/**
 * A chart with its title and a text summary; when `empty`, the small-group message stands in for the chart. Until
 * the chart's code is there, a box of the chart's size holds its place, so nothing below moves when it is drawn.
 */
function ChartCard({
  title,
  summary,
  note,
  empty,
  plot,
  Plot,
  loading,
}: {
  title: string;
  summary: string;
  note?: string | undefined;
  empty: boolean;
  plot: ChartPlotProps;
  Plot: ComponentType<ChartPlotProps> | undefined;
  loading: boolean;
}) {
  return (
    <figure className="rounded-[var(--radius-card)] border border-border bg-surface p-4 sm:p-6">
      <figcaption className="text-lg font-semibold">{title}</figcaption>
      {/* The chart is a picture of the numbers; the summary carries them for screen readers. */}
      <p className="sr-only">{summary}</p>
      <div className="mt-4 h-60">
        {empty ? (
          <p aria-hidden className="flex h-full items-center justify-center text-sm text-muted">
            {COMPENSATION_TEXT.notEnoughData}
          </p>
        ) : Plot ? (
          <div aria-hidden className="h-full">
            <Plot {...plot} />
          </div>
        ) : (
          <div className="flex h-full items-center justify-center rounded-lg bg-surface-raised/40">
            {loading && <Spinner label="Loading chart" />}
          </div>
        )}
      </div>
      {note && <p className="mt-2 text-xs text-muted">{note}</p>}
    </figure>
  );
}

/** Distribution of total compensation and median by level (both honour the small-group rule). */
export function CompensationCharts({ statistics }: { statistics: CompensationStatistics }) {
  const area = useRef<HTMLDivElement>(null);
  const distribution = statistics.distribution.map((bin) => ({ label: binLabel(bin), count: bin.count }));
  const levels = statistics.medianByLevel.map((l) => ({
    level: l.level,
    median: l.median ?? 0,
    enough: l.median !== null,
  }));
  const missing = levels.filter((l) => !l.enough);
  const { Plot, loading } = useChartPlot(area, distribution.length > 0 || missing.length < levels.length);
  return (
    <div ref={area} className="grid gap-6 lg:grid-cols-2">
      <ChartCard
        title="Distribution of total compensation"
        empty={distribution.length === 0}
        summary={
          distribution.length > 0
            ? distribution.map((d) => `${d.label}: ${d.count}`).join('; ')
            : COMPENSATION_TEXT.notEnoughData
        }
        plot={{ kind: 'distribution', bars: distribution }}
        Plot={Plot}
        loading={loading}
      />
      <ChartCard
        title="Median total compensation by level"
        empty={missing.length === levels.length}
        note={
          missing.length > 0
            ? `${COMPENSATION_TEXT.notEnoughData}: ${missing.map((l) => l.level).join(', ')}`
            : undefined
        }
        summary={statistics.medianByLevel
          .map((l) => `${l.level}: ${l.median === null ? COMPENSATION_TEXT.notEnoughData : formatUsd(l.median)}`)
          .join('; ')}
        plot={{ kind: 'levels', bars: levels }}
        Plot={Plot}
        loading={loading}
      />
    </div>
  );
}
