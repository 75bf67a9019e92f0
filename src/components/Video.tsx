import type { MouseEvent, Ref } from 'react';
import type { PhotoSet } from '../shared/photos/photo-set';
import { youtubeEmbedOrigin, youtubeEmbedUrl, youtubeWatchUrl } from '../shared/youtube';
import { Picture } from './Picture';

export interface VideoFrameProps {
  /** The YouTube video's id. */
  id: string;
  title: string;
  poster?: string | PhotoSet;
  start?: number;
  /** The player is shown: only after the visitor pressed play (the island's state). */
  playing: boolean;
  /** Pressing play; without it (no JavaScript yet) the link leads to the video on YouTube. */
  onPlay?: () => void;
  playerRef?: Ref<HTMLIFrameElement>;
}

/** A click that means "open elsewhere" (new tab, window, download) is left to the browser. */
function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A video as a poster and a play link, until the visitor presses play: then YouTube's player from
 * its privacy-enhanced domain. `data-frame-src` tells the build that this page's
 * Content-Security-Policy must allow that frame (`builder/read-rendered-page.ts`).
 */
export function Video({ id, title, poster, start, playing, onPlay, playerRef }: VideoFrameProps) {
  return (
    <div data-frame-src={youtubeEmbedOrigin} className="relative my-8 aspect-video overflow-hidden rounded-lg bg-navy">
      {playing ? (
        <iframe
          ref={playerRef}
          className="absolute inset-0 h-full w-full border-0"
          src={youtubeEmbedUrl(id, start)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      ) : (
        <a
          href={youtubeWatchUrl(id, start)}
          className="group absolute inset-0 grid place-items-center text-white no-underline"
          onClick={(event) => {
            if (!onPlay || opensElsewhere(event)) return;
            event.preventDefault();
            onPlay();
          }}
        >
          {poster && (
            <Picture
              image={poster}
              alt=""
              sizes="(min-width: 64rem) 60rem, 100vw"
              width={1280}
              height={720}
              className="absolute inset-0 h-full w-full object-cover opacity-80"
            />
          )}
          <span className="relative grid justify-items-center gap-3 p-6 text-center">
            <svg aria-hidden="true" viewBox="0 0 68 48" width="68" height="48" className="drop-shadow">
              <path
                d="M66.5 7.7A8.5 8.5 0 0 0 60.5 1.7C55.2 0 34 0 34 0S12.8 0 7.5 1.7A8.5 8.5 0 0 0 1.5 7.7C0 13 0 24 0 24s0 11 1.5 16.3a8.5 8.5 0 0 0 6 6C12.8 48 34 48 34 48s21.2 0 26.5-1.7a8.5 8.5 0 0 0 6-6C68 35 68 24 68 24s0-11-1.5-16.3Z"
                className="fill-black/70 group-hover:fill-red-600 group-focus-visible:fill-red-600"
              />
              <path d="M45 24 27 14v20" fill="#fff" />
            </svg>
            <span className="rounded bg-black/60 px-3 py-1 text-lg font-semibold leading-snug">{title}</span>
          </span>
        </a>
      )}
    </div>
  );
}
