import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useDarkMode } from '../../lib/dark-mode';
import { shortenAddress } from '../../lib/address';
import { showMessage } from '../ui/notification-store';
import { BellIcon, CopyIcon, MoonIcon, SunIcon } from '../ui/icons';

interface HeaderProps {
  /** Who is signed in: the email for email users, else the address; null before login. */
  identity: { address: string; email: string | null } | null;
  onOpenApp: () => void;
  onLogout: () => void;
  /** Extra controls a composing route adds (e.g. the wallet button). */
  children?: ReactNode;
}

export function Header({ identity, onOpenApp, onLogout, children }: HeaderProps) {
  const { dark, toggle } = useDarkMode();
  return (
    <header className="border-b border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 text-xl font-bold text-violet-700 dark:text-violet-300">
          <img src="/logo.svg" alt="" width={28} height={28} />
          Traitforge
        </Link>
        <div className="flex items-center gap-2">
          {children}
          <button
            type="button"
            aria-label="Dark mode"
            aria-pressed={dark}
            onClick={toggle}
            className="rounded px-2 py-1 hover:bg-gray-100 dark:hover:bg-gray-800"
          >
            {dark ? <SunIcon /> : <MoonIcon />}
          </button>
          {identity ? (
            <>
              <span data-testid="header-identity" className="font-mono text-sm">
                {identity.email ?? shortenAddress(identity.address)}
              </span>
              <button
                type="button"
                aria-label="Copy address"
                className="rounded px-2 py-1 hover:bg-gray-100 dark:hover:bg-gray-800"
                onClick={() => {
                  void navigator.clipboard?.writeText(identity.email ?? identity.address);
                  showMessage('Copied to clipboard', 'success');
                }}
              >
                <CopyIcon />
              </button>
              <Link to="/tickets" aria-label="Support tickets" className="rounded px-2 py-1 hover:bg-gray-100 dark:hover:bg-gray-800">
                <BellIcon />
              </Link>
              <button type="button" onClick={onLogout} className="rounded border px-3 py-1 text-sm">
                Logout
              </button>
            </>
          ) : (
            <button
              type="button"
              onClick={onOpenApp}
              className="rounded bg-violet-700 px-4 py-2 text-sm font-medium text-white hover:bg-violet-800"
            >
              Open App
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
