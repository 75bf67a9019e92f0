import { z } from 'zod';
import { youtubeId } from '../shared/youtube';
import { picture, shownText } from '../shared/props/prop-types';

// Its own file, not Video.tsx: the player's code goes to the browser, and only the type of these
// props may go with it (zod would more than double its size).

export const videoProps = z
  .strictObject({
    youtube: z
      .string()
      .refine(
        (video) => youtubeId(video) !== undefined,
        'must be the address of a YouTube video, such as https://www.youtube.com/watch?v=aqz-KE-bpKQ, or its 11-character id',
      )
      .describe(
        'The video on YouTube: its address as the browser or the Share button shows it (https://www.youtube.com/watch?v=…, https://youtu.be/…), or its id.',
      ),
    title: shownText.describe(
      'What the video is, e.g. "Our Berlin office in two minutes": shown on the poster, and the name screen readers give the play link and the player.',
    ),
    poster: picture
      .optional()
      .describe(
        'A still from the video shown until it plays: a JPEG or PNG beside the page (./launch.jpg) or a file in public/. YouTube’s own thumbnail is never loaded: it would tell YouTube of every visit. Without it, a plain dark frame.',
      ),
    start: z.number().int().min(1).optional().describe('Where the video starts, in seconds from its beginning.'),
  })
  .describe(
    'A YouTube video that loads nothing from YouTube until the visitor presses play, then plays from youtube-nocookie.com; without JavaScript, a link to the video on YouTube. Use it instead of YouTube’s <iframe> code.',
  );

export type VideoProps = z.output<typeof videoProps>;
