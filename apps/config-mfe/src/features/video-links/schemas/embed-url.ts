/**
 * The player URL to embed for a YouTube or Vimeo link, or null for any other link (opened in a new
 * tab instead). Only these two hosts are embedded, and the shell's content security policy
 * (`frame-src`) allows only their players.
 */
export function embedUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^www\.|^m\./, '');
  const id = (value: string | null | undefined, pattern: RegExp) => (value && pattern.test(value) ? value : null);
  const youtubeId = /^[\w-]{11}$/;
  if (host === 'youtu.be')
    return player(`https://www.youtube-nocookie.com/embed/`, id(url.pathname.slice(1), youtubeId));
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = url.pathname.split('/');
    if (first === 'watch')
      return player(`https://www.youtube-nocookie.com/embed/`, id(url.searchParams.get('v'), youtubeId));
    if (first === 'embed' || first === 'shorts' || first === 'live')
      return player(`https://www.youtube-nocookie.com/embed/`, id(second, youtubeId));
    return null;
  }
  if (host === 'vimeo.com')
    return player('https://player.vimeo.com/video/', id(url.pathname.split('/')[1], /^\d{1,12}$/));
  if (host === 'player.vimeo.com')
    return player('https://player.vimeo.com/video/', id(url.pathname.split('/')[2], /^\d{1,12}$/));
  return null;
}

const player = (base: string, id: string | null) => (id ? `${base}${id}` : null);
