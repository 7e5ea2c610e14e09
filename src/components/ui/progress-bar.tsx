export function ProgressBar({ value, max, label }: { value: number; max: number; label: string }) {
  const percent = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        className="h-3 w-full overflow-hidden rounded bg-gray-200 dark:bg-gray-700"
      >
        {/* Scaled, not resized: a transform animates on the compositor, a width would repaint the page
            each frame on the main thread, which the generation's workers need. */}
        <div className="h-full origin-left bg-violet-600 transition-transform" style={{ transform: `scaleX(${percent / 100})` }} />
      </div>
      <p className="mt-1 text-sm">
        {value} / {max} ({percent}%)
      </p>
    </div>
  );
}
