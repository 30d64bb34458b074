import Download from 'lucide-react/icons/download';
import FileText from 'lucide-react/icons/file-text';
import LinkIcon from 'lucide-react/icons/link';
import PlayCircle from 'lucide-react/icons/play-circle';

/** The icon of a resource type (1, 2, 6 video; 3 reading; 4 link; 5 download). */
export function ResourceIcon({ type, className = 'size-4' }: { type: number; className?: string }) {
  const Icon = type === 3 ? FileText : type === 4 ? LinkIcon : type === 5 ? Download : PlayCircle;
  return <Icon aria-hidden="true" className={className} />;
}
