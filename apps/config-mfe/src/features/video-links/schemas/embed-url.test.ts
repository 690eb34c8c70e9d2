import { describe, expect, it } from 'vitest';
import { embedUrl } from './embed-url';

describe('embedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('embeds %s as %s', (link, player) => expect(embedUrl(link)).toBe(player));

  it.each([
    'https://example.com/video.mp4',
    'javascript:alert(1)',
    'https://www.youtube.com/watch?v=<script>',
    'https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com/abc',
    'not a url',
  ])('does not embed %s', (link) => expect(embedUrl(link)).toBeNull());
});
