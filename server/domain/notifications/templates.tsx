/**
 * The notification mails, as React Email components: one layout (brand, body, button, the opt-out line), rendered to
 * HTML and to the plain-text part from the same tree.
 */
import { Body, Button, Container, Head, Heading, Hr, Html, Preview, Section, Text } from '@react-email/components';
import { render } from '@react-email/render';
import type { ReactNode } from 'react';

const colours = { canvas: '#f8f5ef', surface: '#fffdf9', ink: '#1c1917', soft: '#5f574e', accent: '#c2410c' };

function Layout({
  preview,
  heading,
  children,
  action,
  unsubscribeUrl,
}: {
  preview: string;
  heading: string;
  children: ReactNode;
  action: { label: string; url: string };
  unsubscribeUrl: string;
}) {
  return (
    <Html lang="en">
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
            You receive this because e-mail notifications are on for your Atelier account. Turn them off:{' '}
            {unsubscribeUrl}
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
  what: string;
  title: string;
  outcome: 'ok' | 'no';
  failure?: string;
  url: string;
  unsubscribeUrl: string;
}): Promise<RenderedMail> {
  const done = options.outcome === 'ok';
  const heading = done ? `Your ${options.what} is ready` : `Your ${options.what} did not work out`;
  return renderMail(
    done ? `Ready: ${options.title}` : `Failed: ${options.title}`,
    <Layout
      preview={heading}
      heading={heading}
      action={{ label: done ? 'Open the result' : 'Try again', url: options.url }}
      unsubscribeUrl={options.unsubscribeUrl}
    >
      <Text>“{options.title}”</Text>
      {done ? (
        <Text>It finished while you were away. The result is waiting for you in Atelier.</Text>
      ) : (
        <Text>{options.failure ?? 'Processing failed.'} The credits it held are back in your balance.</Text>
      )}
    </Layout>,
  );
}

export function lowCreditsMail(options: {
  balance: number;
  url: string;
  unsubscribeUrl: string;
}): Promise<RenderedMail> {
  return renderMail(
    'Your Atelier credits are running low',
    <Layout
      preview={`${options.balance} credits left`}
      heading="Your credits are running low"
      action={{ label: 'Top up credits', url: options.url }}
      unsubscribeUrl={options.unsubscribeUrl}
    >
      <Text>
        You have {options.balance} credits left. Top up to keep generating without interruption; unused credits stay
        yours.
      </Text>
    </Layout>,
  );
}
