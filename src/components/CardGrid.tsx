import type { ReactNode } from 'react';

const columnClasses = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

interface CardGridProps {
  columns?: keyof typeof columnClasses;
  children: ReactNode;
}

/** Lays cards out in equal columns that collapse to one on narrow screens. */
export function CardGrid({ columns = 3, children }: CardGridProps) {
  return <div className={`grid gap-6 grid-cols-1 ${columnClasses[columns]}`}>{children}</div>;
}
