/**
 * Presentation generator widget: tabs Text / file upload, four dropdowns (language, tone, length — the second
 * option by default —, model), a character counter against charLimit, a generate button; when done, a
 * download-ready modal (presentation.pptx). Polls every 2.5 s, 30 ticks.
 */
import { Download, FileText, Presentation } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { downloadNames, messages, type PresentationToolSection } from '#contract/generation';
import { api } from '#app/lib/api';
import { Button } from '#app/ui/button';
import { Dialog } from '#app/ui/dialog';
import { Label, Textarea } from '#app/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#app/ui/tabs';
import { downloadAs } from '#app/lib/download';
import { uploadFailureMessage } from '#app/lib/upload';
import { readAsDataUrl } from '../shared/hooks';
import { CostLabel, useToolCost } from '../shared/cost';
import { useGenerationRun } from '../shared/use-generation-run';
import { FilePicker, ProgressPanel, SelectField, ToolFrame } from '../shared/ui';
import {
  defaultDeckOptions,
  fileKind,
  generateDeck,
  uploadDocument,
  validatePickedFiles,
  validateTopic,
  type DeckOptions,
  type DeckSource,
  type PresentationTab,
} from './logic';

export function PresentationTool({ section }: { section: PresentationToolSection }) {
  const generation = useGenerationRun<{ url: string | null }>();
  const { view, busy } = generation;
  const cost = useToolCost('presentation');
  const [tab, setTab] = useState<PresentationTab>('text');
  const [topic, setTopic] = useState(section.initialTopic.slice(0, section.charLimit));
  const [file, setFile] = useState<File | null>(null);
  const [deck, setDeck] = useState<DeckOptions>(() => defaultDeckOptions(section));
  const [modalOpen, setModalOpen] = useState(false);

  function pickFiles(files: File[]) {
    const invalid = validatePickedFiles(files);
    if (invalid) {
      toast.error(invalid);
      return;
    }
    setFile(files[0]!);
  }

  async function generate() {
    if (tab === 'text') {
      const invalid = validateTopic(topic);
      if (invalid) {
        toast.error(invalid);
        return;
      }
    } else if (!file) {
      toast.error(messages.uploadDocument);
      return;
    }
    if (!generation.requireSignIn(() => void generate())) return;
    const result = await generation.run(async ({ signal, onProgress }) => {
      let source: DeckSource;
      try {
        if (tab === 'text') source = { kind: 'text', subject: topic };
        else if (fileKind(file!) === 'txt') source = { kind: 'txt', dataUrl: await readAsDataUrl(file!) };
        else source = { kind: 'docx', fileUrl: await uploadDocument(file!) };
      } catch (error) {
        const message = (error as Error).message;
        if (message === '401') {
          generation.askToSignIn(() => void generate());
          return { ok: false, message: null };
        }
        return {
          ok: false,
          message:
            message === messages.uploadNoUrl || message === messages.onlyTxtDocx
              ? message
              : uploadFailureMessage(error, messages.fileUploadFailed),
        };
      }
      return generateDeck({ api, source, deck, signal, onProgress });
    });
    if (result.ok) setModalOpen(true);
  }

  async function download() {
    const url = view.status === 'done' ? view.result.url : null;
    if (!url) {
      toast.error(messages.noFiles);
      return;
    }
    try {
      await downloadAs(url, downloadNames.presentation);
    } catch {
      toast.error(messages.noFiles);
    }
  }

  const form = (
    <form
      noValidate
      className="space-y-5"
      aria-label="Presentation generator"
      onSubmit={(event) => {
        event.preventDefault();
        void generate();
      }}
    >
      <Tabs value={tab} onValueChange={(value) => setTab(value as PresentationTab)}>
        <TabsList className="w-full">
          <TabsTrigger value="text" className="flex-1">
            {section.tabs.text}
          </TabsTrigger>
          <TabsTrigger value="file" className="flex-1">
            {section.tabs.file}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="text" className="mt-5 space-y-1.5">
          <Label htmlFor="presentation-topic">Topic or text</Label>
          <Textarea
            id="presentation-topic"
            className="min-h-40"
            value={topic}
            maxLength={section.charLimit}
            placeholder={section.placeholder}
            disabled={busy}
            onChange={(e) => setTopic(e.target.value.slice(0, section.charLimit))}
            aria-describedby="presentation-counter"
          />
          <p id="presentation-counter" className="text-right text-xs text-ink-soft" aria-live="polite">
            {topic.length}/{section.charLimit}
          </p>
        </TabsContent>
        <TabsContent value="file" className="mt-5">
          <FilePicker
            label="Document"
            hint={section.fileHint}
            accept=".txt,.docx,text/plain,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            fileName={file?.name}
            onFile={(f) => pickFiles([f])}
            disabled={busy}
          />
        </TabsContent>
      </Tabs>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Language"
          value={deck.language}
          options={section.languageOptions}
          disabled={busy}
          onChange={(language) => setDeck((d) => ({ ...d, language }))}
        />
        <SelectField
          label="Tone"
          value={deck.tone}
          options={section.toneOptions}
          disabled={busy}
          onChange={(tone) => setDeck((d) => ({ ...d, tone }))}
        />
        <SelectField
          label="Length"
          value={deck.length}
          options={section.lengthOptions}
          disabled={busy}
          onChange={(length) => setDeck((d) => ({ ...d, length }))}
        />
        <SelectField
          label="Model"
          value={deck.model}
          options={section.modelOptions}
          disabled={busy}
          onChange={(model) => setDeck((d) => ({ ...d, model }))}
        />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        <Presentation aria-hidden />
        {busy ? (
          'Generating…'
        ) : (
          <>
            {section.buttonText} <CostLabel credits={cost} />
          </>
        )}
      </Button>
    </form>
  );

  const result =
    view.status === 'loading' ? (
      <ProgressPanel text="Building your slides…" progress={view.progress} />
    ) : (
      <div className="flex h-full min-h-72 flex-col items-center justify-center gap-4 text-center">
        <FileText className="size-12 text-accent" aria-hidden />
        {view.status === 'error' ? (
          <p role="alert" className="text-danger">
            {view.message}
          </p>
        ) : null}
        {view.status === 'done' ? (
          <Button type="button" variant="secondary" onClick={() => void download()}>
            <Download aria-hidden /> Download presentation
          </Button>
        ) : (
          <p className="max-w-sm text-ink-soft">
            Your deck appears here: title, agenda, a slide per section, speaker notes with your text.
          </p>
        )}
      </div>
    );

  return (
    <>
      <ToolFrame
        id={section.id}
        label={section.title}
        title={section.title}
        description={section.description}
        form={form}
        result={result}
      />
      <Dialog
        open={modalOpen}
        onOpenChange={setModalOpen}
        title="Your presentation is ready"
        description="Download it as a PowerPoint file."
      >
        <div className="flex justify-end gap-3">
          <Button type="button" variant="ghost" onClick={() => setModalOpen(false)}>
            Close
          </Button>
          <Button
            type="button"
            onClick={() => {
              // The download is what the dialog was for: it closes (the result panel keeps its own Download).
              setModalOpen(false);
              void download();
            }}
          >
            <Download aria-hidden /> Download {downloadNames.presentation}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
