import { embedUrl } from '../schemas/embed-url';
import styles from './VideoLinks.module.css';

/** An embedded player for YouTube and Vimeo links; any other link opens in a new tab. */
export function VideoPreview({ title, url }: { title: string; url: string }) {
  const player = embedUrl(url);
  if (!player) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer">
        Open video in a new tab<span className="ui-visually-hidden"> ({title})</span>
      </a>
    );
  }
  return (
    <iframe
      className={styles.player}
      src={player}
      title={`Video: ${title}`}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
      allow="encrypted-media; picture-in-picture; fullscreen"
    />
  );
}
