/**
 * A visitor's file name made safe to show as a label (never used as a path): the last path
 * segment only, control and invisible formatting characters dropped, at most 120 characters.
 */
export function safeFileName(sent: string): string {
  const last = sent.split(/[\\/]/).at(-1) ?? '';
  const cleaned = last
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 120);
  return cleaned || 'file';
}
