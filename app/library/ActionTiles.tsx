/** The six action tiles above the task grid; the last four are not implemented yet and say so. */
import { AudioLines, Link2, Mic, MonitorPlay, NotebookPen, Upload } from 'lucide-react';
import { toast } from 'sonner';
import { LIBRARY_MESSAGES } from '#contract/library';

interface ActionTilesProps {
  onUpload: () => void;
  onImport: () => void;
}

export function ActionTiles({ onUpload, onImport }: ActionTilesProps) {
  const notYet = () => toast.info(LIBRARY_MESSAGES.notImplemented);
  const tiles = [
    { label: 'Upload File', hint: 'MP4 from your device', icon: Upload, onClick: onUpload, primary: true },
    { label: 'Import URL', hint: 'Paste a link to a video', icon: Link2, onClick: onImport, primary: true },
    { label: 'Record Screen', hint: 'Capture your screen', icon: MonitorPlay, onClick: notYet },
    { label: 'Record Mic', hint: 'Voice only', icon: Mic, onClick: notYet },
    { label: 'New Dictation', hint: 'Speak, get text', icon: NotebookPen, onClick: notYet },
    { label: 'Record Tab Audio', hint: 'Audio from a tab', icon: AudioLines, onClick: notYet },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-label="Actions">
      {tiles.map(({ label, hint, icon: Icon, onClick, primary }) => (
        <li key={label}>
          <button
            type="button"
            onClick={onClick}
            className={
              'group flex h-full w-full flex-col items-start gap-3 rounded-2xl border p-4 text-left transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent ' +
              (primary
                ? 'border-accent/30 bg-accent-soft hover:border-accent'
                : 'border-line bg-surface hover:bg-muted')
            }
          >
            <span
              className={
                'grid size-10 place-items-center rounded-xl ' +
                (primary ? 'bg-accent text-accent-ink' : 'bg-muted text-ink')
              }
            >
              <Icon className="size-5" aria-hidden />
            </span>
            <span>
              <span className="block text-sm font-semibold text-ink">{label}</span>
              <span className="block text-xs text-ink-soft">{hint}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
