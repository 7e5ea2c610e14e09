import { useId, useState } from 'react';
import { FAQ_ITEMS } from '../faq-items';

/** One answer open at a time; opening another closes the first, clicking the open one closes it. */
export function FaqAccordion() {
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  return (
    <div className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white dark:divide-gray-800 dark:border-gray-800 dark:bg-gray-900">
      {FAQ_ITEMS.map((item, index) => {
        const expanded = open === index;
        return (
          <div key={item.question}>
            <h3>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={`${id}-${index}`}
                onClick={() => setOpen(expanded ? null : index)}
                className="flex w-full items-center justify-between px-4 py-3 text-left font-medium hover:bg-gray-50 dark:hover:bg-gray-800"
              >
                {item.question}
                <span aria-hidden="true">{expanded ? '−' : '+'}</span>
              </button>
            </h3>
            <div id={`${id}-${index}`} hidden={!expanded} className="px-4 pb-4 text-sm text-gray-700 dark:text-gray-300">
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
