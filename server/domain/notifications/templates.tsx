/**
 * The notification mails, as React Email components: one layout (brand, body, button, the opt-out line), rendered to
 * HTML and to the plain-text part from the same tree.
 */
import { Body, Button, Container, Head, Heading, Hr, Html, Preview, Section, Text } from '@react-email/components';
import { render } from '@react-email/render';
import type { ReactNode } from 'react';
import { fill } from '#contract/fill';
import { LANGUAGE_TAGS, type Locale } from '#contract/locales';
import { refusalIn } from '#contract/refusals-translated';
import { NOTIFICATION_TEXT, type FinishedKind } from './mail-text';

const colours = { canvas: '#f8f5ef', surface: '#fffdf9', ink: '#1c1917', soft: '#5f574e', accent: '#c2410c' };

function Layout({
  locale,
  preview,
  heading,
  children,
  action,
  unsubscribeUrl,
}: {
  locale: Locale;
  preview: string;
  heading: string;
  children: ReactNode;
  action: { label: string; url: string };
  unsubscribeUrl: string;
}) {
  return (
    <Html lang={LANGUAGE_TAGS[locale]}>
      <Head />
      <Preview>{preview}</Preview>
      <Body
        style={{
          backgroundColor: colours.canvas,
          fontFamily: 'Inter, Helvetica, Arial, sans-serif',
          color: colours.ink,
        }}
      >
        <Container
          style={{
            backgroundColor: colours.surface,
            borderRadius: 16,
            padding: 32,
            margin: '32px auto',
            maxWidth: 520,
          }}
        >
          <Text style={{ fontSize: 18, fontWeight: 700, margin: 0 }}>Atelier</Text>
          <Heading as="h1" style={{ fontSize: 22, margin: '24px 0 8px' }}>
            {heading}
          </Heading>
          {children}
          <Section style={{ margin: '24px 0' }}>
            <Button
              href={action.url}
              style={{
                backgroundColor: colours.accent,
                color: '#ffffff',
                borderRadius: 999,
                padding: '12px 20px',
                fontWeight: 600,
              }}
            >
              {action.label}
            </Button>
          </Section>
          <Hr />
          <Text style={{ fontSize: 12, color: colours.soft }}>
            {NOTIFICATION_TEXT[locale].footer} {unsubscribeUrl}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

async function renderMail(subject: string, tree: ReactNode): Promise<RenderedMail> {
  const [html, text] = await Promise.all([render(tree), render(tree, { plainText: true })]);
  return { subject, html, text };
}

export function taskFinishedMail(options: {
  locale: Locale;
  kind: FinishedKind;
  /** A media import's own title; a tool run is named by its tool. */
  title?: string;
  outcome: 'ok' | 'no';
  failure?: string;
  url: string;
  unsubscribeUrl: string;
}): Promise<RenderedMail> {
  const t = NOTIFICATION_TEXT[options.locale];
  const done = options.outcome === 'ok';
  const what = t.kinds[options.kind];
  const title = options.kind === 'import' ? (options.title ?? '') : t.toolTitles[options.kind];
  const heading = fill(done ? t.readyHeading : t.failedHeading, { what });
  const failure = options.failure ? refusalIn(options.locale, options.failure) : t.failed;
  return renderMail(
    fill(done ? t.readySubject : t.failedSubject, { title }),
    <Layout
      locale={options.locale}
      preview={heading}
      heading={heading}
      action={{ label: done ? t.open : t.tryAgain, url: options.url }}
      unsubscribeUrl={options.unsubscribeUrl}
    >
      <Text>“{title}”</Text>
      {done ? (
        <Text>{t.ready}</Text>
      ) : (
        <Text>
          {failure} {t.refunded}
        </Text>
      )}
    </Layout>,
  );
}

export function lowCreditsMail(options: {
  locale: Locale;
  balance: number;
  url: string;
  unsubscribeUrl: string;
}): Promise<RenderedMail> {
  const t = NOTIFICATION_TEXT[options.locale];
  return renderMail(
    t.lowSubject,
    <Layout
      locale={options.locale}
      preview={fill(t.lowPreview, { balance: options.balance })}
      heading={t.lowHeading}
      action={{ label: t.topUp, url: options.url }}
      unsubscribeUrl={options.unsubscribeUrl}
    >
      <Text>{fill(t.lowBody, { balance: options.balance })}</Text>
    </Layout>,
  );
}
