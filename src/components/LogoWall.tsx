import type { LogoWallProps } from './LogoWall.props';

export function LogoWall({ logos }: LogoWallProps) {
  return (
    <ul className="m-0 p-0 list-none grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-5">
      {logos.map((logo) => (
        <li key={logo.image} className="flex items-center justify-center rounded-lg border border-line bg-white p-4">
          <img
            src={logo.image}
            alt={logo.name}
            width={240}
            height={64}
            loading="lazy"
            decoding="async"
            className="block h-auto w-full max-w-[200px]"
          />
        </li>
      ))}
    </ul>
  );
}
