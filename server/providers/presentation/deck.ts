/**
 * Builds a real .pptx from an outline with pptxgenjs: title slide, agenda, a divider per section (when there are
 * several), content slides with bullets, speaker notes carrying the source text; colours and fonts by tone.
 */
import PptxGenJS from 'pptxgenjs';
import { sectionDividers, type DeckOutline } from './outline';

interface DeckTheme {
  name: string;
  background: string;
  titleColor: string;
  textColor: string;
  accent: string;
  accentText: string;
  headingFont: string;
  bodyFont: string;
}

const themes: Record<string, DeckTheme> = {
  professional: {
    name: 'professional',
    background: 'FFFFFF',
    titleColor: '1C2F4A',
    textColor: '33404F',
    accent: '2F5D9A',
    accentText: 'FFFFFF',
    headingFont: 'Calibri',
    bodyFont: 'Calibri',
  },
  casual: {
    name: 'casual',
    background: 'FFF8EE',
    titleColor: '7A3E1D',
    textColor: '4A3A2E',
    accent: 'E07A3F',
    accentText: 'FFFFFF',
    headingFont: 'Trebuchet MS',
    bodyFont: 'Trebuchet MS',
  },
  creative: {
    name: 'creative',
    background: 'FBF7FF',
    titleColor: '4B1E78',
    textColor: '3A2F47',
    accent: 'E4578B',
    accentText: 'FFFFFF',
    headingFont: 'Georgia',
    bodyFont: 'Verdana',
  },
  academic: {
    name: 'academic',
    background: 'FDFDF8',
    titleColor: '1F3B2D',
    textColor: '2E3A33',
    accent: '3C6E57',
    accentText: 'FFFFFF',
    headingFont: 'Georgia',
    bodyFont: 'Cambria',
  },
  persuasive: {
    name: 'persuasive',
    background: '111317',
    titleColor: 'FFFFFF',
    textColor: 'E6E6E6',
    accent: 'E5484D',
    accentText: 'FFFFFF',
    headingFont: 'Arial Black',
    bodyFont: 'Arial',
  },
};

/** The theme for a tone option ("Professional", "Friendly", "Inspirational" …). */
function themeForTone(tone: string | undefined): DeckTheme {
  const t = (tone ?? '').toLowerCase();
  if (/casual|friendly|informal|fun|playful/.test(t)) return themes.casual!;
  if (/creative|inspir|story|artistic/.test(t)) return themes.creative!;
  if (/academic|educat|formal|scientific|informative/.test(t)) return themes.academic!;
  if (/persuasive|bold|sales|pitch|confident/.test(t)) return themes.persuasive!;
  return themes.professional!;
}

const LANGUAGES: Record<string, string> = {
  english: 'en-US',
  spanish: 'es-ES',
  french: 'fr-FR',
  german: 'de-DE',
  italian: 'it-IT',
  portuguese: 'pt-PT',
  dutch: 'nl-NL',
  chinese: 'zh-CN',
  japanese: 'ja-JP',
  korean: 'ko-KR',
  russian: 'ru-RU',
  arabic: 'ar-SA',
};

function languageTag(language: string | undefined): string {
  const l = (language ?? '').toLowerCase().trim();
  if (/^[a-z]{2}(-[a-z]{2})?$/i.test(l)) return l;
  return Object.entries(LANGUAGES).find(([name]) => l.includes(name))?.[1] ?? 'en-US';
}

export async function buildDeck(
  outline: DeckOutline,
  options: { tone?: string; language?: string } = {},
): Promise<{ bytes: Buffer; slides: number }> {
  const theme = themeForTone(options.tone);
  const lang = languageTag(options.language);
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE'; // 13.33 × 7.5 in
  pptx.title = outline.title;
  pptx.subject = outline.subtitle;
  pptx.author = 'Atelier';
  pptx.company = 'Atelier';
  let slides = 0;

  const base = () => {
    const slide = pptx.addSlide();
    slide.background = { color: theme.background };
    slides++;
    return slide;
  };

  // Title
  const title = base();
  title.addShape(pptx.ShapeType.rect, { x: 0, y: 0, w: 0.35, h: 7.5, fill: { color: theme.accent } });
  title.addText(outline.title, {
    x: 1,
    y: 2.2,
    w: 11.3,
    h: 1.6,
    fontFace: theme.headingFont,
    fontSize: 40,
    bold: true,
    color: theme.titleColor,
    lang,
    fit: 'shrink',
  });
  if (outline.subtitle)
    title.addText(outline.subtitle, {
      x: 1,
      y: 3.9,
      w: 11.3,
      h: 1.2,
      fontFace: theme.bodyFont,
      fontSize: 18,
      color: theme.textColor,
      lang,
      fit: 'shrink',
    });
  title.addNotes(`${outline.title}\n\n${outline.subtitle}`);

  // Agenda
  const agenda = base();
  agenda.addText('Agenda', {
    x: 0.8,
    y: 0.5,
    w: 11.7,
    h: 0.9,
    fontFace: theme.headingFont,
    fontSize: 32,
    bold: true,
    color: theme.titleColor,
    lang,
  });
  agenda.addText(
    outline.sections
      .map((s, i) => ({
        text: s.heading,
        options: { bullet: { type: 'number' as const, numberStartAt: i + 1 }, breakLine: true },
      }))
      .slice(0, 12),
    {
      x: 0.9,
      y: 1.6,
      w: 11.5,
      h: 5.2,
      fontFace: theme.bodyFont,
      fontSize: 22,
      color: theme.textColor,
      paraSpaceAfter: 10,
      valign: 'top',
      lang,
      fit: 'shrink',
    },
  );
  agenda.addNotes(outline.sections.map((s, i) => `${i + 1}. ${s.heading}`).join('\n'));

  const dividers = sectionDividers(outline.sections);
  outline.sections.forEach((section, index) => {
    if (dividers) {
      const divider = base();
      divider.background = { color: theme.accent };
      divider.addText(String(index + 1).padStart(2, '0'), {
        x: 0.9,
        y: 2.0,
        w: 3,
        h: 1,
        fontFace: theme.headingFont,
        fontSize: 28,
        color: theme.accentText,
        lang,
      });
      divider.addText(section.heading, {
        x: 0.9,
        y: 3.0,
        w: 11.5,
        h: 1.5,
        fontFace: theme.headingFont,
        fontSize: 38,
        bold: true,
        color: theme.accentText,
        lang,
        fit: 'shrink',
      });
      divider.addNotes(section.heading);
    }
    const contentSlides = section.slides.length
      ? section.slides
      : [{ title: section.heading, bullets: [], notes: section.heading }];
    contentSlides.forEach((content, part) => {
      const slide = base();
      const heading = part === 0 ? content.title : `${content.title} (cont.)`;
      slide.addShape(pptx.ShapeType.rect, { x: 0.8, y: 1.35, w: 1.2, h: 0.08, fill: { color: theme.accent } });
      slide.addText(heading, {
        x: 0.8,
        y: 0.4,
        w: 11.7,
        h: 0.9,
        fontFace: theme.headingFont,
        fontSize: 30,
        bold: true,
        color: theme.titleColor,
        lang,
        fit: 'shrink',
      });
      if (content.bullets.length) {
        slide.addText(
          content.bullets.map((text) => ({ text, options: { bullet: { code: '25CF' }, breakLine: true } })),
          {
            x: 0.9,
            y: 1.7,
            w: 11.5,
            h: 5.2,
            fontFace: theme.bodyFont,
            fontSize: 20,
            color: theme.textColor,
            paraSpaceAfter: 12,
            valign: 'top',
            lang,
            fit: 'shrink',
          },
        );
      }
      slide.addText(`${index + 1}`, {
        x: 12.2,
        y: 6.9,
        w: 0.8,
        h: 0.4,
        fontFace: theme.bodyFont,
        fontSize: 10,
        color: theme.textColor,
        align: 'right',
      });
      slide.addNotes(content.notes);
    });
  });

  const bytes = (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
  return { bytes, slides };
}
