// Links between the tooling pages (they sit outside the staff layout, so they carry their own navigation).
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { cn } from '@inspection/ui';
import { manifest } from '../manifest';

// The pages outside the console's frame (Releases is inside it, in the sidebar).
type OutsideScreen = Extract<(typeof manifest.screens)[number], { layout: 'outside' }>;

const LABELS: Record<OutsideScreen['module'], string> = {
  SvgJsonBuilder: 'SVG JSON Builder',
  PartsPreview: 'Parts Preview',
  MarkedPartsOverlay: 'Marked Parts Overlay',
  ConditionSeverities: 'Condition Severities',
};

// Each page's path comes from the manifest.
const PAGES = manifest.screens
  .filter((screen): screen is OutsideScreen => screen.layout === 'outside')
  .map((screen) => ({ to: screen.routes[0], label: LABELS[screen.module] }));

export function ToolingNav() {
  return (
    <nav aria-label="Tooling pages" className="mb-4 flex flex-wrap gap-1 border-b border-slate-200 pb-2">
      {PAGES.map((page) => (
        <NavLink
          key={page.to}
          to={page.to}
          className={({ isActive }) =>
            cn(
              'rounded-lg px-3 py-2 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500',
              isActive ? 'bg-blue-50 text-blue-700' : 'text-slate-600 hover:bg-slate-100',
            )
          }
        >
          {page.label}
        </NavLink>
      ))}
    </nav>
  );
}

/** The frame of a tooling page: full width, its own navigation. */
export function ToolingPage({ children }: { children: ReactNode }) {
  return <main className="mx-auto min-h-screen max-w-7xl bg-slate-50 p-4 sm:p-6">{children}</main>;
}
