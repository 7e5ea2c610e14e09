const HANDLE = /^@?([A-Za-z0-9_]{1,15})$/;
const PROFILE_URL = /^https:\/\/(www\.)?(x|twitter)\.com\/[A-Za-z0-9_]{1,15}\/?$/;

/** A handle or a profile URL becomes a link; anything else is shown as plain text. */
export function TwitterLink({ value }: { value: string }) {
  const handle = HANDLE.exec(value)?.[1];
  const href = handle ? `https://x.com/${handle}` : PROFILE_URL.test(value) ? value : null;
  if (!href) return <span>{value}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="text-violet-700 underline dark:text-violet-300">
      {handle ? `@${handle}` : value}
    </a>
  );
}
