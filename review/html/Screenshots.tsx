import type { ReviewReport } from '../report-model';
import { formatShare } from '../report-words';
import { Code, CodeList } from './PageChanges';

/** Before and after of each shot page and width, side by side, with the share of pixels that differ. */
export function Screenshots({ report }: { report: ReviewReport }) {
  const screenshots = report.screenshots;
  if (!screenshots) return null;
  return (
    <>
      {screenshots.shots.map((shot) => (
        <section key={`${shot.route} ${shot.width}`}>
          <h3>
            <Code>{shot.route}</Code> at {shot.width} px
            {shot.differingShare !== undefined && `: ${formatShare(shot.differingShare)} of pixels differ`}
          </h3>
          <div className="shots">
            {(['before', 'after'] as const).map((side) => (
              <figure key={side}>
                <figcaption>{side}</figcaption>
                {shot[side] ? (
                  <img src={shot[side]} alt={`${shot.route} ${side} the change, ${shot.width} px wide`} />
                ) : (
                  <p className="muted">(no such page)</p>
                )}
              </figure>
            ))}
          </div>
        </section>
      ))}
      {screenshots.notShot.length > 0 && (
        <p>
          Not shot (the first pages only): <CodeList items={screenshots.notShot} shown={10} />
        </p>
      )}
    </>
  );
}
