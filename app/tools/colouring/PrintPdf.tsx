/**
 * Print under the colouring results (issue #19 item 4): one page or the whole batch as a print-ready PDF on A4 or
 * US Letter (0.5 in margins, at least 300 DPI). The paper starts as the one the page was made for.
 */
import { FileDown, Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#app/ui/button';
import { downloadPrintPdf } from './download';
import type { ColouringResult } from './generation';
import { PRINT_PAPERS, type PrintPaper } from './print';
import { fill } from '#app/i18n/fill';
import { useToolText } from '../shared/text';

const PAPERS = Object.keys(PRINT_PAPERS) as PrintPaper[];

export function PrintPdf({ results }: { results: ColouringResult[] }) {
  const id = useId();
  const { t, say } = useToolText();
  const text = t.colouring.print;
  // Until someone picks one: the paper the first page was made for (the results may arrive after the first render).
  const [picked, setPicked] = useState<PrintPaper | null>(null);
  const paper: PrintPaper = picked ?? (results[0]?.request?.options?.paperSize === 'Letter' ? 'Letter' : 'A4');
  const [which, setWhich] = useState('all');
  const [busy, setBusy] = useState(false);
  if (!results.length) return null;
  const chosen = which === 'all' ? results : results.filter((result) => result.id === which);
  const urls = (chosen.length ? chosen : results).map((result) => result.url);

  return (
    <section
      aria-label={text.section}
      className="mt-4 flex flex-wrap items-end gap-3 rounded-3xl bg-surface p-4 ring-1 ring-line"
    >
      <p className="flex w-full items-center gap-2 text-sm font-semibold">
        <Printer className="size-4" aria-hidden /> {text.title}
        <span className="font-normal text-ink-soft">{text.note}</span>
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-paper`} className="text-xs font-medium text-ink-soft">
          {text.paper}
        </label>
        <select
          id={`${id}-paper`}
          value={paper}
          onChange={(event) => setPicked(event.target.value as PrintPaper)}
          className="h-9 rounded-full bg-canvas px-3 text-sm ring-1 ring-line focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
        >
          {PAPERS.map((value) => (
            <option key={value} value={value}>
              {text.papers[value]}
            </option>
          ))}
        </select>
      </div>
      {results.length > 1 ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-pages`} className="text-xs font-medium text-ink-soft">
            {text.pages}
          </label>
          <select
            id={`${id}-pages`}
            value={which}
            onChange={(event) => setWhich(event.target.value)}
            className="h-9 rounded-full bg-canvas px-3 text-sm ring-1 ring-line focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
          >
            <option value="all">{fill(text.allPages, { count: results.length })}</option>
            {results.map((result, index) => (
              <option key={result.id} value={result.id}>
                {fill(text.page, { number: index + 1 })}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <Button
        size="sm"
        variant="secondary"
        className="h-9"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          await downloadPrintPdf(urls, paper, say);
          setBusy(false);
        }}
      >
        <FileDown aria-hidden /> {busy ? text.preparing : text.download}
      </Button>
    </section>
  );
}
