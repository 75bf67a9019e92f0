import type { ButtonLinkProps } from './ButtonLink.props';

const variants = { primary: 'btn-primary', secondary: 'btn-secondary' } as const;

export function ButtonLink({ href, variant, children }: ButtonLinkProps) {
  return (
    <p className="m-0">
      <a href={href} className={variants[variant]}>
        {children}
      </a>
    </p>
  );
}
