/** Legend chips for a chart: coloured dot + series name (+ an optional figure). */
export function ChartLegend({ items }: { items: { name: string; color: string; value?: string }[] }) {
  return (
    <ul className="chart-legend">
      {items.map((item) => (
        <li key={item.name}>
          <span className="chart-legend__dot" style={{ background: item.color }} />
          <span>{item.name}</span>
          {item.value ? <strong>{item.value}</strong> : null}
        </li>
      ))}
    </ul>
  );
}
