import type { StatsGridProps } from './StatsGrid.props';

/** A description list, so each figure keeps its meaning. */
export function StatsGrid({ stats, tone }: StatsGridProps) {
  const valueColour = tone === 'inverse' ? 'text-white' : 'text-accent';
  const labelColour = tone === 'inverse' ? 'text-slate-200' : 'text-body';
  return (
    <dl className="m-0 grid gap-6 grid-cols-1 sm:grid-cols-2 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse gap-1 border-l-4 border-accent pl-5">
          <dt className={`text-base ${labelColour}`}>{stat.label}</dt>
          <dd className={`m-0 text-4xl font-bold tracking-tight ${valueColour}`}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
