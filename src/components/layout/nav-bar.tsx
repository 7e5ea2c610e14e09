import { Link, useRouterState } from '@tanstack/react-router';
import { isActiveLink, NAV_LINKS } from './nav-links';

export function NavBar() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <nav aria-label="Main" className="border-b border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900">
      <ul className="mx-auto flex max-w-6xl flex-wrap gap-1 px-4 py-2">
        {NAV_LINKS.map((link) => {
          const active = isActiveLink(pathname, link.to);
          return (
            <li key={link.to}>
              <Link
                to={link.to}
                aria-current={active ? 'page' : undefined}
                className={`block rounded px-3 py-1.5 text-sm ${active ? 'bg-violet-700 text-white' : 'hover:bg-gray-100 dark:hover:bg-gray-800'}`}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
