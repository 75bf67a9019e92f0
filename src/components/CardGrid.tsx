import type { CardGridProps } from './CardGrid.props';

const columnClasses = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const satisfies Record<CardGridProps['columns'], string>;

export function CardGrid({ columns, children }: CardGridProps) {
  return <div className={`grid gap-6 grid-cols-1 ${columnClasses[columns]}`}>{children}</div>;
}
