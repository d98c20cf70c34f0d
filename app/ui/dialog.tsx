/** Modal dialog on Radix: focus trapped, Escape closes, labelled by its title. */
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /** When false, Escape, outside clicks and the close button do nothing (work in progress). */
  dismissible?: boolean;
  /** Full-screen overlay (the pricing modal). */
  fullScreen?: boolean;
  /** The close button's accessible name, in the page's language. */
  closeLabel?: string;
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  dismissible = true,
  fullScreen,
  closeLabel = 'Close',
}: DialogProps) {
  // Our dialogs open from state, not from a Radix Trigger, and Radix returns focus on close only to a Trigger:
  // remember what had focus when the dialog opened and give it back (or focus falls to <body>).
  const openerRef = useRef<HTMLElement | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (dismissible || next ? onOpenChange(next) : undefined)}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/40 backdrop-blur-sm data-[state=open]:animate-in" />
        <RadixDialog.Content
          ref={contentRef}
          className={cn(
            'fixed z-50 overflow-y-auto bg-canvas text-ink shadow-2xl focus:outline-none',
            fullScreen
              ? 'inset-0'
              : 'left-1/2 top-1/2 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl p-6',
            className,
          )}
          onOpenAutoFocus={(event) => {
            openerRef.current =
              document.activeElement instanceof HTMLElement && document.activeElement !== document.body
                ? document.activeElement
                : null;
            // The field the dialog is for (e.g. Email in the sign-in dialog) rather than the first button (Close).
            const preferred = contentRef.current?.querySelector<HTMLElement>('[data-autofocus]');
            if (preferred) {
              event.preventDefault();
              preferred.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            const opener = openerRef.current;
            openerRef.current = null;
            if (opener?.isConnected) {
              event.preventDefault();
              opener.focus();
            }
          }}
          onEscapeKeyDown={(event) => (dismissible ? undefined : event.preventDefault())}
          onPointerDownOutside={(event) => (dismissible ? undefined : event.preventDefault())}
          onInteractOutside={(event) => (dismissible ? undefined : event.preventDefault())}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <RadixDialog.Title className="font-display text-xl font-semibold">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-sm text-ink-soft">{description}</RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close
              className="rounded-full p-1.5 text-ink-soft hover:bg-muted hover:text-ink disabled:opacity-40"
              aria-label={closeLabel}
              disabled={!dismissible}
            >
              <X className="size-5" />
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
