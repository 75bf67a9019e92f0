import type { ComponentPropsWithoutRef } from 'react';
import { publicPhoto } from '../shared/photos/public-photo';
import { Photo } from './Photo';
import { unbreakablePhoneText } from './phone-text';

/** Styles for the HTML that Markdown produces, so copywriters can write plain Markdown. */
export const markdownElements = {
  h2: ({ children, ...props }: ComponentPropsWithoutRef<'h2'>) => (
    <h2 className="m-0 mt-4 heading-2" {...props}>
      {children}
    </h2>
  ),
  h3: ({ children, ...props }: ComponentPropsWithoutRef<'h3'>) => (
    <h3 className="m-0 mt-2 heading-3" {...props}>
      {children}
    </h3>
  ),
  p: (props: ComponentPropsWithoutRef<'p'>) => <p className="m-0 leading-relaxed" {...props} />,
  ul: (props: ComponentPropsWithoutRef<'ul'>) => <ul className="m-0 pl-6 grid gap-2 list-disc" {...props} />,
  ol: (props: ComponentPropsWithoutRef<'ol'>) => <ol className="m-0 pl-6 grid gap-2 list-decimal" {...props} />,
  a: ({ children, ...props }: ComponentPropsWithoutRef<'a'>) => (
    <a
      className="text-accent font-medium underline underline-offset-3 hover:text-accent-dark site-focus-ring rounded-sm"
      {...props}
    >
      {props.href?.startsWith('tel:') && typeof children === 'string' ? unbreakablePhoneText(children) : children}
    </a>
  ),
  table: (props: ComponentPropsWithoutRef<'table'>) => (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-body" {...props} />
    </div>
  ),
  th: (props: ComponentPropsWithoutRef<'th'>) => (
    <th className="border-b-2 border-line px-3 py-2 font-semibold text-ink" {...props} />
  ),
  td: (props: ComponentPropsWithoutRef<'td'>) => <td className="border-b border-line px-3 py-2" {...props} />,
  // A Markdown image of a raster file in public/, `![Team](/images/team.jpg)`, shows the photo the
  // build made of it (an SVG stays an <img>; a photo beside the page never gets here: the compile
  // writes its <Photo> itself).
  img: ({ src, alt = '', title, ...props }: ComponentPropsWithoutRef<'img'>) => {
    const photo = typeof src === 'string' ? publicPhoto(src) : undefined;
    if (photo && typeof photo !== 'string') return <Photo photo={photo} alt={alt} title={title} />;
    return <img src={src} alt={alt} title={title} loading="lazy" decoding="async" {...props} />;
  },
};
