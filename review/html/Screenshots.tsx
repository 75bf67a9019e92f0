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
            {shot.differingShare === 0
              ? ': no pixel changed'
              : shot.differingShare !== undefined && `: ${formatShare(shot.differingShare)} of pixels differ`}
          </h3>
          <div className="shots">
            {(shot.differingShare === 0 ? (['after'] as const) : (['before', 'after', 'difference'] as const)).map(
              (side) => (
                <figure key={side}>
                  <figcaption>{side === 'difference' ? 'pixels that differ, in red' : side}</figcaption>
                  {shot[side] ? (
                    <img
                      src={shot[side]}
                      alt={
                        side === 'difference'
                          ? `${shot.route} after the change with the differing pixels in red, ${shot.width} px wide`
                          : `${shot.route} ${side} the change, ${shot.width} px wide`
                      }
                    />
                  ) : (
                    <p className="muted">{side === 'difference' ? '(one side only)' : '(no such page)'}</p>
                  )}
                </figure>
              ),
            )}
          </div>
        </section>
      ))}
      {screenshots.unchanged.length > 0 && (
        <p>
          Shot with no pixel changed (shots left out): <CodeList items={screenshots.unchanged} shown={10} />
        </p>
      )}
      {screenshots.notShot.length > 0 && (
        <p>
          Not shot (past the most changed pages): <CodeList items={screenshots.notShot} shown={10} />
        </p>
      )}
    </>
  );
}
