// Files dropped on a drop zone as a person drops a folder's files. They are made in the page and gathered
// in a DataTransfer beforehand (the harness's work, outside any probe), then dropped in one event: setting
// them on a file input through the test driver is one long task of its own (a bare input too), which a
// person's file picker is not.
import type { Locator, Page } from 'playwright';

type Held = Window & { __held?: Record<string, DataTransfer> };

/** Makes `files` (PNG bytes in base64) File objects in the page, held under `key` for `dropHeld`. */
export async function holdFiles(page: Page, key: string, files: Array<{ name: string; base64: string }>): Promise<void> {
  await page.evaluate(
    ({ key, files }) => {
      const transfer = new DataTransfer();
      for (const { name, base64 } of files)
        transfer.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type: 'image/png' }));
      ((window as Held).__held ??= {})[key] = transfer;
    },
    { key, files },
  );
}

/** Drops the files held under `key` on `zone`; answers the drop's page time (performance.now()). */
export function dropHeld(zone: Locator, key: string): Promise<number> {
  return zone.evaluate((element, key) => {
    const dataTransfer = (window as Held).__held![key]!;
    const at = performance.now();
    element.dispatchEvent(new DragEvent('drop', { dataTransfer, bubbles: true, cancelable: true }));
    return at;
  }, key);
}
