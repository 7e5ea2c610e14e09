// A modal on the native <dialog>: the browser traps focus, makes the page inert and closes on Escape.
// `light` shows it in a popover instead, for quick edits beside a very large page: making the page inert
// (and live again) restyles every element, over 100 ms on a combiner of 19 000 elements. A light dialog
// covers the page with its own backdrop (a click beside it lands there, not on the page), keeps Tab
// inside and closes on Escape; only assistive technology may still reach the page behind it.
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  light?: boolean;
}

const PANEL = 'w-full max-w-md rounded-lg bg-white text-gray-900 shadow-xl dark:bg-gray-900 dark:text-gray-100';
const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

function Body({ title, onClose, children }: Pick<DialogProps, 'title' | 'onClose' | 'children'>) {
  return (
    <div className="p-6">
      <div className="mb-4 flex items-center justify-between">
        <h2 className="text-lg font-semibold">{title}</h2>
        <button type="button" aria-label="Close dialog" onClick={onClose} className="px-2 text-xl leading-none">
          ×
        </button>
      </div>
      {children}
    </div>
  );
}

/** Escape closes; Tab and Shift+Tab go round the dialog's own controls. */
function keepKeysInside(event: KeyboardEvent<HTMLElement>, onClose: () => void) {
  if (event.key === 'Escape') {
    event.preventDefault();
    onClose();
    return;
  }
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const [first, last] = [controls[0], controls.at(-1)];
  const wrapTo = event.shiftKey ? (document.activeElement === first ? last : null) : document.activeElement === last ? first : null;
  if (!wrapTo) return;
  event.preventDefault();
  wrapTo.focus();
}

function LightDialog({ title, onClose, children, className = '' }: Omit<DialogProps, 'open' | 'light'>) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const panel = ref.current!;
    const before = document.activeElement as HTMLElement | null;
    panel.showPopover();
    (panel.querySelector<HTMLElement>(FOCUSABLE) ?? panel).focus();
    return () => {
      if (panel.matches(':popover-open')) panel.hidePopover();
      before?.focus();
    };
  }, []);
  return (
    <div
      ref={ref}
      popover="manual"
      // Focusable, so that after a click on the backdrop Escape and Tab still reach the handler.
      tabIndex={-1}
      className="m-0 h-full max-h-none w-full max-w-none bg-black/50 p-0 outline-none"
      onKeyDown={(e) => keepKeysInside(e, onClose)}
    >
      <div className="flex min-h-full items-center justify-center p-4">
        <div role="dialog" aria-label={title} className={`${PANEL} ${className}`}>
          <Body title={title} onClose={onClose}>
            {children}
          </Body>
        </div>
      </div>
    </div>
  );
}

export function Dialog({ open, title, onClose, children, className = '', light = false }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  if (light)
    return open ? (
      <LightDialog title={title} onClose={onClose} className={className}>
        {children}
      </LightDialog>
    ) : null;
  return (
    <dialog
      ref={ref}
      aria-label={title}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className={`${PANEL} m-auto p-0 backdrop:bg-black/50 ${className}`}
    >
      {open && (
        <Body title={title} onClose={onClose}>
          {children}
        </Body>
      )}
    </dialog>
  );
}
