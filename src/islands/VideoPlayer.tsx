import { useEffect, useRef, useState } from 'react';
import { Video, type VideoFrameProps } from '../components/Video';

export type VideoPlayerProps = Omit<VideoFrameProps, 'playing' | 'onPlay' | 'playerRef'>;

/**
 * `<Video>` with JavaScript: pressing play swaps the poster for YouTube's player, which starts at
 * once, and moves focus into it so a keyboard user lands where the link was.
 */
export default function VideoPlayer(props: VideoPlayerProps) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  return <Video {...props} playing={playing} onPlay={() => setPlaying(true)} playerRef={player} />;
}
