import type { ReactNode } from 'react';

export function Page({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold">{title}</h1>
      {children}
    </section>
  );
}
