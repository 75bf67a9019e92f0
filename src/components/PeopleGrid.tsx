import type { PeopleGridProps } from './PeopleGrid.props';

function initialsOf(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  return (parts[0][0] + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase();
}

export function PeopleGrid({ people, variant }: PeopleGridProps) {
  const executive = variant === 'executive';
  return (
    <ul
      className={`m-0 p-0 list-none grid gap-6 ${executive ? 'md:grid-cols-3' : 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-4'}`}
    >
      {people.map((person) => (
        <li key={person.name} className="card grid content-start gap-4">
          <span
            aria-hidden="true"
            className={`inline-flex items-center justify-center rounded-full bg-accent-light font-bold text-accent-dark ${executive ? 'h-20 w-20 text-2xl' : 'h-14 w-14 text-lg'}`}
          >
            {initialsOf(person.name)}
          </span>
          <div className="grid gap-1">
            <h3 className="m-0 heading-3">{person.name}</h3>
            <p className="m-0 text-muted">{person.role}</p>
          </div>
          {person.blurb && <p className="m-0 text-body leading-relaxed">{person.blurb}</p>}
          {person.links && person.links.length > 0 && (
            <ul className="m-0 p-0 list-none flex flex-wrap gap-4">
              {person.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="arrow-link">
                    {link.label}
                    <span className="sr-only">: {person.name}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
