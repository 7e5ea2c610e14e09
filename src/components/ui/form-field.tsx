// One labelled form field for every form of the app: the label names the control (by id), a hint and
// an error sit under it and are read with it (aria-describedby), and the control has the app's one look.
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

const CONTROL = 'w-full rounded border border-gray-300 bg-white dark:border-gray-600 dark:bg-gray-900';
const SIZES = { regular: 'px-3 py-2', compact: 'px-2 py-1 text-sm' } as const;

interface FieldFrame {
  label: ReactNode;
  /** A line of advice under the control. */
  hint?: ReactNode;
  /** What is wrong with the value; the control is marked invalid while it is set. */
  error?: string | null;
  /** The denser look of side panels and tool rows. */
  size?: keyof typeof SIZES;
  /** Classes of the field's box (its label, control, hint and error), for layout in a row. */
  boxClassName?: string;
  /** Classes added to the control's own (a monospaced address, say). */
  controlClassName?: string;
}

interface ControlProps {
  id: string;
  className: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

function Field({
  label,
  hint,
  error,
  size = 'regular',
  boxClassName,
  controlClassName = '',
  control,
}: FieldFrame & { control: (props: ControlProps) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={boxClassName}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {control({
        id,
        className: `${CONTROL} ${SIZES[size]} ${controlClassName}`.trim(),
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-gray-700 dark:text-gray-300">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

type Frame<P> = FieldFrame & Omit<P, 'id' | 'className' | 'size'>;

/** Splits a field's props into its frame and the control's own attributes. */
function split<P>({ label, hint, error, size, boxClassName, controlClassName, ...control }: Frame<P>) {
  return { frame: { label, hint, error, size, boxClassName, controlClassName }, control };
}

export function TextField(props: Frame<InputHTMLAttributes<HTMLInputElement>>) {
  const { frame, control } = split(props);
  return <Field {...frame} control={(own) => <input {...control} {...own} />} />;
}

export function TextAreaField(props: Frame<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const { frame, control } = split(props);
  return <Field {...frame} control={(own) => <textarea {...control} {...own} />} />;
}

export function SelectField(props: Frame<SelectHTMLAttributes<HTMLSelectElement>>) {
  const { frame, control } = split(props);
  return <Field {...frame} control={(own) => <select {...control} {...own} />} />;
}
