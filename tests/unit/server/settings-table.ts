import { serverEnv, settingDocs, type ServerVariable } from '../../../server/settings';

/** Where the README's table of server settings sits, between these two lines. */
export const tableStart = '<!-- server settings: the table is checked against server/settings.ts -->';
export const tableEnd = '<!-- end of server settings -->';

/** The README's table of server settings as the schema says it: name, default, description. */
export function settingsTable(): string {
  const defaults = serverEnv.parse({});
  const rows = (Object.keys(serverEnv.shape) as ServerVariable[]).map((name) => {
    const doc = settingDocs.get(serverEnv.shape[name]);
    if (!doc) throw new Error(`${name} has no description in server/settings.ts`);
    const value = defaults[name];
    // Only variables of one value (a word, a number) have a default; a list has none.
    const shownDefault =
      typeof value === 'string' || typeof value === 'number' ? `\`${value}\`` : (doc.unset ?? 'unset');
    return `| \`${name}\` | ${shownDefault} | ${doc.description} |`;
  });
  return ['| variable | default | what it is |', '|---|---|---|', ...rows].join('\n');
}
