import { island } from '../../hydration/island';
import type { VideoProps } from '../../components/Video.props';
import { publicPhoto } from '../../shared/photos/public-photo';
import { youtubeId } from '../../shared/youtube';
import VideoPlayer from '../VideoPlayer';

const VideoPlayerIsland = island('VideoPlayer', VideoPlayer);

/**
 * `<Video>` as pages write it: the YouTube address is read into the video's id here, and a poster
 * in public/ handed over as the photo the build made of it, so the browser gets only what it shows.
 */
export function VideoEmbed({ youtube, title, poster, start }: VideoProps) {
  const id = youtubeId(youtube);
  // The schema refused any other address before the page rendered.
  if (!id) throw new Error(`<Video> youtube: "${youtube}" is not the address of a YouTube video`);
  return (
    <VideoPlayerIsland
      id={id}
      title={title}
      {...(poster ? { poster: publicPhoto(poster) } : {})}
      {...(start ? { start } : {})}
    />
  );
}
