import type { LogoWallProps } from './LogoWall.props';
import { ResponsiveImage } from './ResponsiveImage';

export function LogoWall({ logos }: LogoWallProps) {
  return (
    <ul className="m-0 p-0 list-none grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-5">
      {logos.map((logo) => (
        <li key={logo.image} className="flex items-center justify-center rounded-lg border border-line bg-white p-4">
          <ResponsiveImage
            image={logo.image}
            alt={logo.name}
            sizes="200px"
            width={240}
            height={64}
            className="block h-auto w-full max-w-[200px]"
          />
        </li>
      ))}
    </ul>
  );
}
