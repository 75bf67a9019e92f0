import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Video } from '../../../src/components/Video';
import { videoProps } from '../../../src/components/Video.props';
import { youtubeId } from '../../../src/shared/youtube';

describe('youtubeId', () => {
  it('reads the id from every address YouTube gives for a video, and from the id itself', () => {
    for (const address of [
      'aqz-KE-bpKQ',
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=30s',
      'https://youtu.be/aqz-KE-bpKQ?si=abc',
      'https://m.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://www.youtube.com/embed/aqz-KE-bpKQ',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
      'https://www.youtube.com/shorts/aqz-KE-bpKQ',
    ])
      expect(youtubeId(address), address).toBe('aqz-KE-bpKQ');
  });

  it('refuses other sites, channels and half-copied addresses', () => {
    for (const address of [
      'https://vimeo.com/76979871',
      'https://www.youtube.com/@northstar',
      'https://www.youtube.com/watch?v=aqz-KE',
      'https://www.youtube.com.evil.example/watch?v=aqz-KE-bpKQ',
      'javascript:alert(1)',
    ])
      expect(youtubeId(address), address).toBeUndefined();
  });

  it("is the prop's check, in plain words", () => {
    const result = videoProps.safeParse({ youtube: 'https://vimeo.com/76979871', title: 'A film' });
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'youtube: must be the address of a YouTube video, such as https://www.youtube.com/watch?v=aqz-KE-bpKQ, or its 11-character id',
    ]);
  });
});

describe('Video', () => {
  it('before play: a link to the video on YouTube named by its title, and nothing loaded from YouTube', () => {
    const html = renderToString(<Video id="aqz-KE-bpKQ" title="Our Berlin office" start={30} playing={false} />);
    expect(html).toContain('href="https://www.youtube.com/watch?v=aqz-KE-bpKQ&amp;t=30s"');
    expect(html).toContain('Our Berlin office');
    expect(html).toContain('data-frame-src="https://www.youtube-nocookie.com"');
    expect(html).not.toMatch(/<iframe|\ssrc="https?:/);
  });

  it("playing: YouTube's privacy-enhanced player, starting at once, titled", () => {
    const html = renderToString(<Video id="aqz-KE-bpKQ" title="Our Berlin office" start={30} playing />);
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&amp;start=30"');
    expect(html).toContain('title="Our Berlin office"');
  });
});
