/**
 * Presentation generator widget: tabs Text / file upload, four dropdowns (language, tone, length — the second
 * option by default —, model; what this server cannot do is disabled with its reason), a character counter against
 * charLimit, a theme and brand colour, a generate button; when done, a download-ready modal (presentation.pptx).
 * Polls every 2.5 s, 30 ticks. Outline first (issue #18): "Review outline" shows the outline to edit (free), then
 * builds the deck from it; the built deck is previewed slide by slide and presented in the browser.
 */
import { Download, FileText, ListTree, Presentation } from 'lucide-react';
import { useEffect, useState } from 'react';
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
import { useToolText } from '../shared/text';
import { fill } from '#app/i18n/fill';
import { useI18n } from '#app/i18n/context';
import {
  themeForTone,
  type DeckOutlineInput,
  type DeckPicture,
  type DeckTaskContent,
  type DeckThemeName,
  type PresentationCapabilities,
} from '#contract/presentation';
import {
  buildDeckFromOutline,
  checkDocumentBytes,
  defaultDeckOptions,
  deckLanguageFor,
  fetchOutline,
  fileKind,
  generateDeck,
  optionReason,
  regenerateSlide,
  setSlidePicture,
  syncOutlinePictures,
  updateSlide,
  uploadDocument,
  validatePickedFiles,
  validateTopic,
  type DeckOptions,
  type DeckSource,
  type PresentationTab,
  type SlideAt,
} from './logic';
import { DeckLogo } from './DeckLogo';
import { DeckPictures } from './DeckPictures';
import { DeckPreview } from './DeckPreview';
import { OutlineEditor } from './OutlineEditor';
import { ThemePicker } from './ThemePicker';

/** A full-width button whose words may wrap on a phone (a longer language must not widen the form). */
const WRAPPING_BUTTON = 'h-auto min-h-12 w-full whitespace-normal py-2 text-center';

/** The first option this server offers (the configured default may need an LLM that is not there). */
function firstAvailable(options: readonly string[], current: string, reason: (o: string) => string | null) {
  return reason(current) ? (options.find((o) => !reason(o)) ?? current) : current;
}

export function PresentationTool({ section }: { section: PresentationToolSection }) {
  const cost = useToolCost('presentation');
  const generation = useGenerationRun<{ url: string | null; content: DeckTaskContent | null }>(cost);
  const { view, busy } = generation;
  const { t, say } = useToolText();
  const text = t.presentation;
  const { locale } = useI18n();
  const [tab, setTab] = useState<PresentationTab>('text');
  const [topic, setTopic] = useState(section.initialTopic.slice(0, section.charLimit));
  const [file, setFile] = useState<File | null>(null);
  const [deck, setDeck] = useState<DeckOptions>(() =>
    // The deck is written in the page's language when the tool offers it (a Spanish page: a Spanish deck).
    defaultDeckOptions(section, deckLanguageFor(locale)),
  );
  const [modalOpen, setModalOpen] = useState(false);
  const [caps, setCaps] = useState<PresentationCapabilities | null>(null);
  const [theme, setTheme] = useState<DeckThemeName | null>(null);
  const [brand, setBrand] = useState<string | null>(null);
  const [outline, setOutline] = useState<DeckOutlineInput | null>(null);
  const [editing, setEditing] = useState(false);
  const [outlineBusy, setOutlineBusy] = useState(false);
  const [variants, setVariants] = useState(1);
  const [pictures, setPictures] = useState<DeckPicture[]>([]);
  const [logo, setLogo] = useState<string | null>(null);
  const chosenTheme = theme ?? themeForTone(deck.tone);
  const style = { theme: chosenTheme, ...(brand ? { brand } : {}), ...(logo ? { logo } : {}) };
  const modelReason = (option: string) => optionReason('model', option, deck, caps);
  const languageReason = (option: string) => optionReason('language', option, deck, caps);

  // A picture removed or its caption edited while the outline is open: its slides follow.
  useEffect(() => {
    setOutline((current) => (current ? syncOutlinePictures(current, pictures) : current));
  }, [pictures]);

  // What this server offers (an LLM, offline languages): options it cannot serve are disabled, not silently changed.
  useEffect(() => {
    let live = true;
    api
      .get<PresentationCapabilities>('/v1/PPTDocmee/options', { quietUnauthorized: true })
      .then((envelope) => {
        if (live && envelope.code === 0 && envelope.data) setCaps(envelope.data);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (!caps) return;
    setDeck((d) => {
      const model = firstAvailable(section.modelOptions, d.model, (o) => optionReason('model', o, d, caps));
      const language = firstAvailable(section.languageOptions, d.language, (o) =>
        optionReason('language', o, { ...d, model }, caps),
      );
      return model === d.model && language === d.language ? d : { ...d, model, language };
    });
  }, [caps, section.modelOptions, section.languageOptions]);

  async function pickFiles(files: File[]) {
    const invalid = validatePickedFiles(files) ?? (await checkDocumentBytes(files[0]!));
    if (invalid) {
      toast.error(say(invalid));
      return;
    }
    setFile(files[0]!);
  }

  /** The form's input checked as the spec says; the message is toasted. False when it is not ready. */
  function checkInput(): boolean {
    if (tab === 'text') {
      const invalid = validateTopic(topic);
      if (invalid) {
        toast.error(say(invalid));
        return false;
      }
    } else if (!file) {
      toast.error(say(messages.uploadDocument));
      return false;
    }
    const refused = modelReason(deck.model) ?? languageReason(deck.language);
    if (refused) {
      toast.error(say(refused));
      return false;
    }
    return true;
  }

  /** The source as the endpoints take it (a .docx is uploaded first); null with a message, or null for sign-in. */
  async function resolveSource(retry: () => void): Promise<{ source: DeckSource } | { message: string | null }> {
    try {
      if (tab === 'text') return { source: { kind: 'text', subject: topic } };
      if (fileKind(file!) === 'txt') return { source: { kind: 'txt', dataUrl: await readAsDataUrl(file!) } };
      return { source: { kind: 'docx', fileUrl: await uploadDocument(file!) } };
    } catch (error) {
      const message = (error as Error).message;
      if (message === '401') {
        generation.askToSignIn(retry);
        return { message: null };
      }
      return {
        message:
          message === messages.uploadNoUrl || message === messages.onlyTxtDocx
            ? message
            : uploadFailureMessage(error, messages.fileUploadFailed),
      };
    }
  }

  async function generate() {
    if (!checkInput()) return;
    if (!generation.requireSignIn(() => void generate())) return;
    setEditing(false);
    const result = await generation.run(async ({ signal, onProgress }) => {
      const resolved = await resolveSource(() => void generate());
      if (!('source' in resolved)) return { ok: false, message: resolved.message };
      // The pictures ride along: the server places them on the slides their captions match.
      const withPictures = pictures.length ? { ...style, images: pictures } : style;
      return generateDeck({ api, source: resolved.source, deck, style: withPictures, signal, onProgress });
    });
    if (result.ok) setModalOpen(true);
  }

  /** Outline first: the outline to review (free). */
  async function reviewOutline() {
    if (!checkInput()) return;
    if (!generation.requireSignIn(() => void reviewOutline())) return;
    setOutlineBusy(true);
    try {
      const resolved = await resolveSource(() => void reviewOutline());
      if (!('source' in resolved)) {
        if (resolved.message) toast.error(say(resolved.message));
        return;
      }
      const outcome = await fetchOutline(api, resolved.source, deck, undefined, pictures);
      if (!outcome.ok) {
        if (outcome.message) toast.error(say(outcome.message));
        return;
      }
      setOutline(outcome.outline);
      setEditing(true);
    } finally {
      setOutlineBusy(false);
    }
  }

  async function rewrite(at: SlideAt) {
    const slide = outline?.sections[at.section]?.slides[at.slide];
    if (!slide) return;
    const next = await regenerateSlide(api, slide, variants, deck);
    setVariants((v) => v + 1);
    if (!next) {
      toast.error(say(messages.unexpected));
      return;
    }
    setOutline((current) => (current ? updateSlide(current, at, { bullets: next.bullets }) : current));
  }

  async function buildFromOutline() {
    if (!outline) return;
    if (!generation.requireSignIn(() => void buildFromOutline())) return;
    setEditing(false);
    const reviewed = outline;
    const result = await generation.run(({ signal, onProgress }) =>
      buildDeckFromOutline({ api, outline: reviewed, deck, style, signal, onProgress }),
    );
    if (result.ok) setModalOpen(true);
    else setEditing(true);
  }

  async function downloadPdf() {
    const url = view.status === 'done' ? view.result.content?.pdf_url : null;
    if (!url) {
      toast.error(say(messages.noFiles));
      return;
    }
    try {
      await downloadAs(url, 'presentation.pdf');
    } catch {
      toast.error(say(messages.noFiles));
    }
  }

  async function download() {
    const url = view.status === 'done' ? view.result.url : null;
    if (!url) {
      toast.error(say(messages.noFiles));
      return;
    }
    try {
      await downloadAs(url, downloadNames.presentation);
    } catch {
      toast.error(say(messages.noFiles));
    }
  }

  const form = (
    <form
      noValidate
      className="space-y-5"
      aria-label={text.form}
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
          <Label htmlFor="presentation-topic">{text.topic}</Label>
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
            label={text.document}
            hint={section.fileHint}
            accept=".txt,.docx,text/plain,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            fileName={file?.name}
            onFile={(f) => void pickFiles([f])}
            disabled={busy}
          />
        </TabsContent>
      </Tabs>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={text.language}
          value={deck.language}
          options={section.languageOptions}
          unavailable={languageReason}
          disabled={busy}
          onChange={(language) => setDeck((d) => ({ ...d, language }))}
        />
        <SelectField
          label={text.tone}
          value={deck.tone}
          options={section.toneOptions}
          disabled={busy}
          onChange={(tone) => setDeck((d) => ({ ...d, tone }))}
        />
        <SelectField
          label={text.length}
          value={deck.length}
          options={section.lengthOptions}
          disabled={busy}
          onChange={(length) => setDeck((d) => ({ ...d, length }))}
        />
        <SelectField
          label={text.model}
          value={deck.model}
          options={section.modelOptions}
          unavailable={modelReason}
          disabled={busy}
          onChange={(model) => setDeck((d) => ({ ...d, model }))}
        />
      </div>
      <ThemePicker theme={chosenTheme} brand={brand} onTheme={setTheme} onBrand={setBrand} disabled={busy} />
      <DeckLogo
        logo={logo}
        onChange={setLogo}
        beforePick={() => generation.requireSignIn(() => undefined)}
        onSignIn={() => generation.askToSignIn(() => undefined)}
        disabled={busy}
      />
      <DeckPictures
        pictures={pictures}
        onChange={setPictures}
        beforePick={() => generation.requireSignIn(() => undefined)}
        onSignIn={() => generation.askToSignIn(() => undefined)}
        disabled={busy}
      />
      <Button
        type="button"
        variant="secondary"
        size="lg"
        className={WRAPPING_BUTTON}
        disabled={busy || outlineBusy}
        onClick={() => void reviewOutline()}
      >
        <ListTree aria-hidden />
        {outlineBusy ? text.writingOutline : text.reviewFirst}
      </Button>
      <Button type="submit" size="lg" className={WRAPPING_BUTTON} disabled={busy}>
        <Presentation aria-hidden />
        {busy ? (
          t.generating
        ) : (
          <>
            {section.buttonText} <CostLabel credits={cost} />
          </>
        )}
      </Button>
    </form>
  );

  const done = view.status === 'done' ? view.result : null;
  const result =
    view.status === 'loading' ? (
      <ProgressPanel text={text.building} progress={view.progress} />
    ) : outline && editing ? (
      <div className="space-y-3">
        {view.status === 'error' ? (
          <p role="alert" className="text-danger">
            {say(view.message)}
          </p>
        ) : null}
        <OutlineEditor
          outline={outline}
          pictures={pictures}
          onPicture={(at, picture) =>
            setOutline((current) => (current ? setSlidePicture(current, at, picture) : current))
          }
          onChange={setOutline}
          onRegenerate={rewrite}
          onBuild={() => void buildFromOutline()}
          onCancel={() => {
            setOutline(null);
            setEditing(false);
          }}
          buildLabel={
            <>
              <Presentation aria-hidden /> {text.buildDeck} <CostLabel credits={cost} />
            </>
          }
        />
      </div>
    ) : done && done.content?.pages?.length ? (
      <DeckPreview
        pages={done.content.pages}
        pdfUrl={done.content.pdf_url}
        onDownload={() => void download()}
        onDownloadPdf={() => void downloadPdf()}
        onEditOutline={outline ? () => setEditing(true) : undefined}
      />
    ) : (
      <div className="flex h-full min-h-72 flex-col items-center justify-center gap-4 text-center">
        <FileText className="size-12 text-accent" aria-hidden />
        {view.status === 'error' ? (
          <p role="alert" className="text-danger">
            {say(view.message)}
          </p>
        ) : null}
        {view.status === 'done' ? (
          <Button type="button" variant="secondary" onClick={() => void download()}>
            <Download aria-hidden /> {text.downloadDeck}
          </Button>
        ) : (
          <p className="max-w-sm text-ink-soft">{text.placeholder}</p>
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
        recent={{ tool: 'presentation', refreshKey: view.status }}
      />
      <Dialog open={modalOpen} onOpenChange={setModalOpen} title={text.readyTitle} description={text.readyDescription}>
        <div className="flex justify-end gap-3">
          <Button type="button" variant="ghost" onClick={() => setModalOpen(false)}>
            {text.close}
          </Button>
          <Button
            type="button"
            onClick={() => {
              // The download is what the dialog was for: it closes (the result panel keeps its own Download).
              setModalOpen(false);
              void download();
            }}
          >
            <Download aria-hidden /> {fill(text.downloadFile, { name: downloadNames.presentation })}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
