import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { COMPENSATION_TEXT, formatUsd } from '../../../../shared/compensation';
import { compactUsd } from './entry-format';

/**
 * The bars of the two compensation charts: Recharts, most of the page's code, so this module is fetched only when
 * the charts come into view (compensation-charts.tsx).
 */
export type ChartPlotProps =
  | { kind: 'distribution'; bars: { label: string; count: number }[] }
  | { kind: 'levels'; bars: { level: string; median: number; enough: boolean }[] };

const axis = { stroke: '#9aa7b8', fontSize: 12 };
const tooltipStyle = {
  contentStyle: { background: '#1a2333', border: '1px solid #263246', borderRadius: 8, color: '#e6ebf2' },
  labelStyle: { color: '#e6ebf2' },
  cursor: { fill: 'rgba(56, 189, 248, 0.08)' },
};
const margin = { top: 4, right: 4, bottom: 4, left: 0 };

export function ChartPlot(props: ChartPlotProps) {
  if (props.kind === 'distribution') {
    return (
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={props.bars} margin={margin} accessibilityLayer={false}>
          <CartesianGrid stroke="#263246" vertical={false} />
          <XAxis dataKey="label" tick={axis} interval="preserveStartEnd" />
          <YAxis tick={axis} allowDecimals={false} width={40} />
          <Tooltip {...tooltipStyle} formatter={(value) => [String(value), 'Entries']} />
          <Bar dataKey="count" fill="#38bdf8" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    );
  }
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={props.bars} margin={margin} accessibilityLayer={false}>
        <CartesianGrid stroke="#263246" vertical={false} />
        <XAxis dataKey="level" tick={axis} />
        <YAxis tick={axis} width={56} tickFormatter={(v: number) => compactUsd(v)} />
        <Tooltip
          {...tooltipStyle}
          formatter={(value, _name, item) => [
            (item.payload as { enough: boolean }).enough ? formatUsd(Number(value)) : COMPENSATION_TEXT.notEnoughData,
            'Median',
          ]}
        />
        <Bar dataKey="median" fill="#a78bfa" radius={[4, 4, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
