import type { ReactNode } from 'react';

const variants = { primary: 'btn-primary', secondary: 'btn-secondary' } as const;

interface ButtonLinkProps {
  href: string;
  variant?: keyof typeof variants;
  children: ReactNode;
}

/** A link that looks like a button, for calls to action inside running content. */
export function ButtonLink({ href, variant = 'primary', children }: ButtonLinkProps) {
  return (
    <p className="m-0">
      <a href={href} className={variants[variant]}>
        {children}
      </a>
    </p>
  );
}
