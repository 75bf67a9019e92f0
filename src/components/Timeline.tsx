import type { TimelineProps } from './Timeline.props';

export function Timeline({ milestones }: TimelineProps) {
  return (
    <ol className="m-0 p-0 list-none grid gap-6 md:grid-cols-4">
      {milestones.map((milestone) => (
        <li key={milestone.year} className="grid content-start gap-2 border-t-4 border-accent pt-4">
          <p className="m-0 text-3xl font-bold text-accent">{milestone.year}</p>
          <h3 className="m-0 heading-3">{milestone.title}</h3>
          <p className="m-0 text-body leading-relaxed">{milestone.text}</p>
        </li>
      ))}
    </ol>
  );
}
