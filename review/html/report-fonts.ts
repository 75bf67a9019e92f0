import { copyFile, mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The site's web fonts for the report (Noto Sans Devanagari, so Hindi text never shows as boxes):
 * the build's font files copied to `fonts/` beside the report, and their `@font-face` rules with
 * the paths made relative to it. Empty when the build has none.
 */
export async function reportFonts(buildDir: string, reportDir: string): Promise<string> {
  const folder = join(buildDir, 'fonts');
  const files = await readdir(folder).catch(() => [] as string[]);
  if (!files.length) return '';
  await mkdir(join(reportDir, 'fonts'), { recursive: true });
  await Promise.all(
    files
      .filter((file) => file.endsWith('.woff2'))
      .map((file) => copyFile(join(folder, file), join(reportDir, 'fonts', file))),
  );
  const styles = await Promise.all(
    files.filter((file) => file.endsWith('.css')).map((file) => readFile(join(folder, file), 'utf8')),
  );
  return styles.join('\n').replaceAll('url(/fonts/', 'url(fonts/');
}
