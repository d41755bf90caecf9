import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { s, space } from '../../../theme/helpers';
import { Skeleton } from '../../../ui/Skeleton';
import { chartSummary, labelledDays, layoutBars, shortDate, yScale, type DayCount } from './chart-scale';

const HEIGHT = 240;
const MARGIN = { top: 12, right: 12, bottom: 44, left: 52 };

/** Follows the element's width so the SVG's text stays at its real size on phones. */
function useWidth(initial: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(240, Math.round(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** Centred under its bar, except at the ends, where the label must not leave the plot. */
function labelPosition(bar: { x: number; width: number }, index: number, count: number): { x: number; textAnchor: 'start' | 'middle' | 'end' } {
  if (index === count - 1) return { x: bar.x + bar.width, textAnchor: 'end' };
  if (index === 0) return { x: bar.x, textAnchor: 'start' };
  return { x: bar.x + bar.width / 2, textAnchor: 'middle' };
}

/**
 * Requests per day as an SVG bar chart with labelled axes; a summary sentence and a
 * table of the figures give the same information without the picture.
 */
export function RequestsChart({ days }: { days: DayCount[] | null }) {
  const { ref, width } = useWidth(720);
  const summaryId = useId();
  if (days === null) {
    return (
      <Figure>
        <div ref={ref}>
          <Skeleton $height={`${HEIGHT}px`} />
        </div>
      </Figure>
    );
  }

  const plot = { width: width - MARGIN.left - MARGIN.right, height: HEIGHT - MARGIN.top - MARGIN.bottom };
  const scale = yScale(Math.max(0, ...days.map((d) => d.requests)));
  const bars = layoutBars(days, plot, scale.top);
  const labels = new Set(labelledDays(days.length, width < 480 ? 10 : 7));
  const y = (value: number) => plot.height - (value / scale.top) * plot.height;

  return (
    <Figure>
      <div ref={ref}>
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="img"
          aria-label="Requests per day, last 30 days"
          aria-describedby={summaryId}
        >
          <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
            {scale.ticks.map((tick) => (
              <g key={tick} transform={`translate(0,${y(tick)})`}>
                <GridLine x1={0} x2={plot.width} />
                <AxisText x={-8} dy="0.32em" textAnchor="end">
                  {tick.toLocaleString('en-US')}
                </AxisText>
              </g>
            ))}
            {bars.map((bar, i) => (
              <g key={bar.date}>
                <BarRect x={bar.x} y={bar.y} width={bar.width} height={Math.max(bar.height, bar.requests > 0 ? 1 : 0)} rx={2}>
                  <title>{`${shortDate(bar.date)}: ${bar.requests} requests`}</title>
                </BarRect>
                {labels.has(i) && (
                  <AxisText {...labelPosition(bar, i, days.length)} y={plot.height + 16}>
                    {shortDate(bar.date)}
                  </AxisText>
                )}
              </g>
            ))}
            {scale.ticks.length === 1 && (
              <AxisText x={plot.width / 2} y={plot.height / 2} textAnchor="middle">
                No requests in these 30 days
              </AxisText>
            )}
            <AxisLine x1={0} x2={plot.width} y1={plot.height} y2={plot.height} />
            <AxisTitle x={plot.width / 2} y={plot.height + 38} textAnchor="middle">
              Day
            </AxisTitle>
            <AxisTitle transform={`translate(${-40},${plot.height / 2}) rotate(-90)`} textAnchor="middle">
              Requests
            </AxisTitle>
          </g>
        </svg>
      </div>
      <Summary id={summaryId}>{chartSummary(days)}</Summary>
      <details>
        <summary>Show the figures as a table</summary>
        <Table>
          <caption className="visually-hidden">Requests per day, last 30 days</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Requests</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <td>{d.date}</td>
                <td>{d.requests.toLocaleString('en-US')}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </details>
    </Figure>
  );
}

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${space('xs')};
  min-width: 0;
  svg {
    display: block;
    max-width: 100%;
    height: auto;
  }
  summary {
    cursor: pointer;
    color: ${s('primary')};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const GridLine = styled.line`
  stroke: ${s('border')};
  stroke-dasharray: 3 3;
`;

const AxisLine = styled.line`
  stroke: ${s('borderStrong')};
`;

const AxisText = styled.text`
  fill: ${s('textSecondary')};
  font-size: 12px;
  font-variant-numeric: tabular-nums;
`;

const AxisTitle = styled.text`
  fill: ${s('textSecondary')};
  font-size: 12px;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const BarRect = styled.rect`
  fill: ${s('primary')};
  &:hover {
    fill: ${s('accent')};
  }
`;

const Summary = styled.p`
  color: ${s('textSecondary')};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Table = styled.table`
  margin-top: ${space('xs')};
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};
  th,
  td {
    padding: 4px 12px 4px 0;
    text-align: left;
    border-bottom: 1px solid ${s('border')};
  }
  td:last-child,
  th:last-child {
    text-align: right;
  }
`;
