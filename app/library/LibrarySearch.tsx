/**
 * Search across the library: full-text over every transcript of the signed-in user (GET /user/task/search);
 * each result lists its matching moments, and a moment opens the task playing from there.
 */
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { formatClock, type LibrarySearchHit } from '#contract/library';
import { isOk, UnauthorizedError } from '../lib/api';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { fill } from '#app/i18n/fill';
import { enLibrary } from '#app/i18n/messages/en-library';
import { libraryApi } from './library-api';
import { useLibraryText } from './text';

export function LibrarySearch({ onOpen }: { onOpen: (taskId: string, at?: number) => void }) {
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<LibrarySearchHit[] | null>(null);
  const [searched, setSearched] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { t, say, title } = useLibraryText();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (!q) {
      setHits(null);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const envelope = await libraryApi.search(q);
      if (isOk(envelope)) {
        setHits(envelope.data);
        setSearched(q);
      } else setError(envelope.msg || enLibrary.errors.search);
    } catch (failure) {
      if (!(failure instanceof UnauthorizedError)) setError(enLibrary.errors.search);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-label={t.search.region} className="space-y-3">
      <form role="search" onSubmit={submit} className="flex gap-2">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-ink-soft"
            aria-hidden
          />
          <Input
            type="search"
            aria-label={t.search.label}
            placeholder={t.search.placeholder}
            className="pl-9"
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              if (!e.target.value) setHits(null);
            }}
            maxLength={200}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? t.search.busy : t.search.submit}
        </Button>
      </form>
      {error ? <p className="text-sm text-danger">{say(error)}</p> : null}
      {hits ? (
        hits.length === 0 ? (
          <p className="text-sm text-ink-soft" role="status">
            {fill(t.search.none, { query: searched })}
          </p>
        ) : (
          <ul className="space-y-2" aria-label={t.search.results}>
            {hits.map((hit) => (
              <li key={hit.task_id} className="rounded-2xl border border-line bg-surface p-3">
                <button
                  type="button"
                  className="font-semibold text-ink hover:text-accent"
                  onClick={() => onOpen(hit.task_id)}
                >
                  {title(hit.title)}
                </button>
                <ul className="mt-1 space-y-1">
                  {hit.moments.map((moment) => (
                    <li key={moment.start}>
                      <button
                        type="button"
                        className="flex w-full gap-3 rounded-lg px-2 py-1 text-left text-sm hover:bg-muted"
                        onClick={() => onOpen(hit.task_id, moment.start)}
                      >
                        {/* The name is the visible time and text within the spoken sentence ("Open “…” at 0:07: …"):
                            only the time and the text show, the rest is for screen readers (label in name). */}
                        {t.search.openAt.split(/(\{time\}|\{text\})/).map((part, index) =>
                          part === '{time}' ? (
                            <span key={index} className="shrink-0 tabular-nums text-accent">
                              {formatClock(moment.start)}
                            </span>
                          ) : part === '{text}' ? (
                            <span key={index} className="text-ink-soft">
                              {moment.text}
                            </span>
                          ) : part ? (
                            <span key={index} className="sr-only">
                              {fill(part, { title: title(hit.title) })}
                            </span>
                          ) : null,
                        )}
                      </button>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}
