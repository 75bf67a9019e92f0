/** YouTube's privacy-enhanced player: no cookies until the visitor plays a video. */
export const youtubeEmbedOrigin = 'https://www.youtube-nocookie.com';

const videoId = /^[A-Za-z0-9_-]{11}$/;
const videoHosts = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

/**
 * The id of a YouTube video from its id or any address YouTube gives for it (`watch?v=`, `youtu.be/`,
 * `/embed/`, `/shorts/`, `/live/`), read by the WHATWG URL parser; undefined for anything else.
 */
export function youtubeId(video: string): string | undefined {
  const text = video.trim();
  if (videoId.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  let id: string | null | undefined;
  if (url.hostname === 'youtu.be') id = url.pathname.split('/')[1];
  else if (videoHosts.has(url.hostname))
    id =
      url.pathname === '/watch'
        ? url.searchParams.get('v')
        : /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1];
  return id && videoId.test(id) ? id : undefined;
}

/** The player that replaces the poster once the visitor presses play: it starts at once. */
export function youtubeEmbedUrl(id: string, start?: number): string {
  return `${youtubeEmbedOrigin}/embed/${id}?autoplay=1${start ? `&start=${start}` : ''}`;
}

/** The video's own page on YouTube: where the poster leads without JavaScript. */
export function youtubeWatchUrl(id: string, start?: number): string {
  return `https://www.youtube.com/watch?v=${id}${start ? `&t=${start}s` : ''}`;
}
