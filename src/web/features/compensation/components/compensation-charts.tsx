import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import {
  COMPENSATION_TEXT,
  formatUsd,
  type CompensationStatistics,
  type DistributionBin,
} from '../../../../shared/compensation';

const compact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

function binLabel(bin: DistributionBin): string {
  return bin.to === null ? `${compact.format(bin.from)}+` : `${compact.format(bin.from)}–${compact.format(bin.to)}`;
}

const axis = { stroke: '#9aa7b8', fontSize: 12 };
const tooltipStyle = {
  contentStyle: { background: '#1a2333', border: '1px solid #263246', borderRadius: 8, color: '#e6ebf2' },
  labelStyle: { color: '#e6ebf2' },
  cursor: { fill: 'rgba(56, 189, 248, 0.08)' },
};

/** A chart with its title and a text summary; when `empty`, the small-group message stands in for the chart. */
function ChartCard({
  title,
  summary,
  note,
  empty,
  children,
}: {
  title: string;
  summary: string;
  note?: string | undefined;
  empty: boolean;
  children: ReactNode;
}) {
  return (
    <figure className="rounded-[var(--radius-card)] border border-border bg-surface p-4 sm:p-6">
      <figcaption className="text-lg font-semibold">{title}</figcaption>
      {/* The chart is a picture of the numbers; the summary carries them for screen readers. */}
      <p className="sr-only">{summary}</p>
      <div aria-hidden className="mt-4 h-60">
        {empty ? (
          <p className="flex h-full items-center justify-center text-sm text-muted">
            {COMPENSATION_TEXT.notEnoughData}
          </p>
        ) : (
          children
        )}
      </div>
      {note && <p className="mt-2 text-xs text-muted">{note}</p>}
    </figure>
  );
}

/** Distribution of total compensation and median by level (both honour the small-group rule). */
export function CompensationCharts({ statistics }: { statistics: CompensationStatistics }) {
  const distribution = statistics.distribution.map((bin) => ({ label: binLabel(bin), count: bin.count }));
  const levels = statistics.medianByLevel.map((l) => ({
    level: l.level,
    median: l.median ?? 0,
    enough: l.median !== null,
  }));
  const missing = levels.filter((l) => !l.enough);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChartCard
        title="Distribution of total compensation"
        empty={distribution.length === 0}
        summary={
          distribution.length > 0
            ? distribution.map((d) => `${d.label}: ${d.count}`).join('; ')
            : COMPENSATION_TEXT.notEnoughData
        }
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={distribution} margin={{ top: 4, right: 4, bottom: 4, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid stroke="#263246" vertical={false} />
            <XAxis dataKey="label" tick={axis} interval="preserveStartEnd" />
            <YAxis tick={axis} allowDecimals={false} width={40} />
            <Tooltip {...tooltipStyle} formatter={(value) => [String(value), 'Entries']} />
            <Bar dataKey="count" fill="#38bdf8" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
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
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={levels} margin={{ top: 4, right: 4, bottom: 4, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid stroke="#263246" vertical={false} />
            <XAxis dataKey="level" tick={axis} />
            <YAxis tick={axis} width={56} tickFormatter={(v: number) => compact.format(v)} />
            <Tooltip
              {...tooltipStyle}
              formatter={(value, _name, item) => [
                (item.payload as { enough: boolean }).enough
                  ? formatUsd(Number(value))
                  : COMPENSATION_TEXT.notEnoughData,
                'Median',
              ]}
            />
            <Bar dataKey="median" fill="#a78bfa" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
    </div>
  );
}
