// The money chart (spec §2 dashboard): claimed, certified and paid, as bars per month (the account,
// on the dashboard) or as running totals (one contract, on its page). Server-rendered SVG that
// scales to its box — no script, no chart library — labelled for assistive technology (role img,
// title and description) and backed by a table of the same figures in a disclosure, which is also
// where exact amounts (and any negative month, drawn as nothing) can be read.
import { axisTicks } from '@/lib/domain/chart-axis';
import { formatMoney } from '@/lib/domain/money-format';
import { MONEY_FLOWS, monthLabel, type MoneyFlow, type MonthFlows } from '@/lib/domain/money-flows';
import styles from './dashboard.module.css';

const FLOW_LABELS: Record<MoneyFlow, string> = { claimed: 'Claimed', certified: 'Certified', paid: 'Paid' };
/** Each at least 3:1 against white (WCAG 1.4.11), and told apart by the legend and table too. */
const FLOW_COLOURS: Record<MoneyFlow, string> = { claimed: '#0b5cad', certified: '#1e6b35', paid: '#a04a00' };

const W = 640;
const H = 260;
const PAD = { left: 76, right: 8, top: 10, bottom: 30 };
const PLOT_W = W - PAD.left - PAD.right;
const PLOT_H = H - PAD.top - PAD.bottom;

interface Props {
  id: string;
  title: string;
  description: string;
  rows: readonly MonthFlows[];
  currency: string;
  compact?: boolean;
  /** bars: each month's own amounts; lines: running totals. */
  kind: 'bars' | 'lines';
}

export function MoneyChart({ id, title, description, rows, currency, compact, kind }: Props) {
  const money = (cents: number) => formatMoney(cents, { currency, compact });
  const axisMoney = (cents: number) => formatMoney(cents, { currency, compact: true });
  const ticks = axisTicks(Math.max(0, ...rows.flatMap((r) => MONEY_FLOWS.map((f) => r[f]))));
  const top = ticks.at(-1)!;
  const y = (cents: number) => PAD.top + PLOT_H - (Math.max(0, cents) / top) * PLOT_H;
  const slot = PLOT_W / Math.max(rows.length, 1);
  const x = (i: number) => PAD.left + slot * i;
  // Label every month when they fit, else every other or every third, always the last.
  const every = Math.ceil(rows.length / 8);
  const labelled = (i: number) => (rows.length - 1 - i) % every === 0;
  return (
    <figure className={styles.chart} aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className={styles.chartCaption}>
        {title}
      </figcaption>
      <ul className={styles.legend} aria-hidden="true">
        {MONEY_FLOWS.map((f) => (
          <li key={f}>
            <span className={styles.swatch} style={{ background: FLOW_COLOURS[f] }} /> {FLOW_LABELS[f]}
          </li>
        ))}
      </ul>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className={styles.chartSvg}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke="#d7dde5" />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" fontSize="12" fill="#586474">
              {axisMoney(t)}
            </text>
          </g>
        ))}
        {rows.map((row, i) =>
          labelled(i) ? (
            <text
              key={row.month}
              x={x(i) + slot / 2}
              y={H - 10}
              textAnchor="middle"
              fontSize="12"
              fill="#586474"
            >
              {monthLabel(row.month)}
            </text>
          ) : null,
        )}
        {kind === 'bars'
          ? rows.map((row, i) =>
              MONEY_FLOWS.map((f, j) => {
                const bar = (slot * 0.8) / MONEY_FLOWS.length;
                return (
                  <rect
                    key={`${row.month}-${f}`}
                    x={x(i) + slot * 0.1 + bar * j}
                    y={y(row[f])}
                    width={bar}
                    height={PAD.top + PLOT_H - y(row[f])}
                    fill={FLOW_COLOURS[f]}
                  />
                );
              }),
            )
          : MONEY_FLOWS.map((f) => (
              <g key={f} stroke={FLOW_COLOURS[f]} fill={FLOW_COLOURS[f]}>
                <polyline
                  fill="none"
                  strokeWidth="3"
                  points={rows.map((row, i) => `${x(i) + slot / 2},${y(row[f])}`).join(' ')}
                />
                {/* A point per month, so a single month still shows. */}
                {rows.map((row, i) => (
                  <circle key={row.month} cx={x(i) + slot / 2} cy={y(row[f])} r="4" />
                ))}
              </g>
            ))}
      </svg>
      <details className={styles.chartTable}>
        <summary>The figures behind the chart</summary>
        <div className="table-scroll" tabIndex={0} role="region" aria-label={`${title}: figures`}>
          <table className="table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                {MONEY_FLOWS.map((f) => (
                  <th key={f} scope="col" className="num">
                    {FLOW_LABELS[f]}
                    {kind === 'lines' ? ' to date' : ''}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.month}>
                  <th scope="row">{monthLabel(row.month)}</th>
                  {MONEY_FLOWS.map((f) => (
                    <td key={f} className="num">
                      {money(row[f])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
