/** The six action tiles above the task grid; the last four are not implemented yet and say so. */
import { AudioLines, Link2, Mic, MonitorPlay, NotebookPen, Upload } from 'lucide-react';
import { toast } from 'sonner';
import { useLibraryText } from './text';

interface ActionTilesProps {
  onUpload: () => void;
  onImport: () => void;
}

export function ActionTiles({ onUpload, onImport }: ActionTilesProps) {
  const { t } = useLibraryText();
  const notYet = () => toast.info(t.spec.notImplemented);
  const tiles = [
    { label: t.tiles.upload, hint: t.tiles.uploadHint, icon: Upload, onClick: onUpload, primary: true },
    { label: t.tiles.import, hint: t.tiles.importHint, icon: Link2, onClick: onImport, primary: true },
    { label: t.tiles.recordScreen, hint: t.tiles.recordScreenHint, icon: MonitorPlay, onClick: notYet },
    { label: t.tiles.recordMic, hint: t.tiles.recordMicHint, icon: Mic, onClick: notYet },
    { label: t.tiles.dictation, hint: t.tiles.dictationHint, icon: NotebookPen, onClick: notYet },
    { label: t.tiles.tabAudio, hint: t.tiles.tabAudioHint, icon: AudioLines, onClick: notYet },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-label={t.tiles.label}>
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
