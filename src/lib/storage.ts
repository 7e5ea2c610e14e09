// Browser storage that never throws: a failing read or write is logged and the default used.
type Area = 'local' | 'session';

function area(kind: Area): Storage {
  return kind === 'local' ? window.localStorage : window.sessionStorage;
}

export function readItem(kind: Area, key: string): string | null {
  try {
    return area(kind).getItem(key);
  } catch (error) {
    console.warn(`Could not read ${kind} storage key "${key}"`, error);
    return null;
  }
}

export function writeItem(kind: Area, key: string, value: string | null): void {
  try {
    if (value === null) area(kind).removeItem(key);
    else area(kind).setItem(key, value);
  } catch (error) {
    console.warn(`Could not write ${kind} storage key "${key}"`, error);
  }
}
