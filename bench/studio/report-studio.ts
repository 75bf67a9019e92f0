import type { Spread } from '../median';
import { formatTable } from '../table';
import type { StudioBenchResult, Timed } from './run-studio-bench';

/** The studio's figures: the three loops (median, min, max) and how many of each never showed. */
export function formatStudioReport({
  page,
  open,
  preview,
  diagnostic,
  previousPageFrames,
  field,
  fieldKey,
  write,
  writeKey,
}: StudioBenchResult): string {
  const ms = (value: number) => String(Math.round(value));
  const row = (name: string, { spread, tries, missed }: Timed) => {
    const cells = (values: Spread | undefined) =>
      values ? [ms(values.median), ms(values.min), ms(values.max)] : ['-', '-', '-'];
    return [name, String(tries), ...cells(spread), missed ? String(missed) : ''];
  };
  const table = formatTable(
    [`${page} in the studio`, 'tries', 'median ms', 'min ms', 'max ms', 'not shown'],
    [
      row('choose in the pages panel -> text in the editor and preview', open),
      row('pause in typing -> edit shown in the preview', preview),
      row('pause in typing -> diagnostic underlined in the editor', diagnostic),
      row('pause in typing into the title field -> shown in the preview', field),
      row('pause in typing in Write mode -> shown in the preview', write),
    ],
    { left: [0] },
  );
  const inp = ({ inpMs }: { inpMs: number }) => (inpMs ? `${ms(inpMs)} ms` : 'under 16 ms');
  return `${table}\nafter ${open.tries} switches: ${previousPageFrames} frames showed the page left; a key in the title field: INP ${inp(fieldKey)} over ${fieldKey.interactions} keys; a key in Write mode: INP ${inp(writeKey)} over ${writeKey.interactions} keys`;
}
