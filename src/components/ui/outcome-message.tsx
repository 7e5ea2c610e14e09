/** A result line and the problems under it (an export's check, a rewrite). */
export interface Outcome {
  ok: boolean;
  text: string;
  problems: string[];
}

/** The result line of an export or a rewrite, with each problem listed under it. */
export function OutcomeMessage({ outcome, label }: { outcome: Outcome | null; label: string }) {
  return (
    <div role="status" aria-label={label} className="text-sm">
      {outcome && (
        <>
          <p className={outcome.ok ? 'text-green-800 dark:text-green-300' : 'text-red-800 dark:text-red-300'}>{outcome.text}</p>
          {outcome.problems.length > 0 && (
            <ul className="mt-1 list-disc pl-5 text-red-800 dark:text-red-300">
              {outcome.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
