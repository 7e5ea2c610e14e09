export const SOCIAL_URL = 'https://x.com/traitforge';
export const PROJECT_SITE_URL = 'https://traitforge.app';

export function Footer() {
  return (
    <footer className="mt-12 border-t border-gray-200 py-6 text-center text-sm text-gray-600 dark:border-gray-800 dark:text-gray-400">
      <a href={SOCIAL_URL} target="_blank" rel="noreferrer" className="underline">
        Follow Traitforge on X
      </a>
      <p className="mt-2">© {new Date().getFullYear()} Traitforge. All rights reserved.</p>
      <div className="hidden" data-testid="footer-hidden-links">
        <a href="#/">Home</a>
        <a href={PROJECT_SITE_URL}>Project site</a>
        <a href="#/recent-collections">Recent collections</a>
      </div>
    </footer>
  );
}
