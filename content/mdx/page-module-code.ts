import type { PhotoSet } from '../../src/shared/photos/photo-set';
import type { CompiledPage } from './compiled-page';

/**
 * A compiled page as a module Node imports on its own: its imports put back, the runtime's names
 * from the SSR bundle at `runtimeUrl` (the very module the prerender renders with, so React and
 * the component map are one instance) and each photo as the `PhotoSet` this build writes.
 */
export function pageModuleCode(
  page: Pick<CompiledPage, 'code' | 'imports'>,
  runtimeUrl: string,
  photoSetOf: (source: string) => PhotoSet,
): string {
  const header = page.imports.map((lifted) => {
    if (lifted.kind === 'photo') return `const ${lifted.local} = ${JSON.stringify(photoSetOf(lifted.source))};`;
    const names = lifted.names.map(({ imported, local }) => `${imported} as ${local}`).join(', ');
    return `import {${names}} from ${JSON.stringify(runtimeUrl)};`;
  });
  return [...header, page.code].join('\n');
}
