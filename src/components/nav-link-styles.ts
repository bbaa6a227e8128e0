// Class names for a navigation link in the side nav and the Menu, so both mark the current page alike.
const BASE = 'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium';
const ACTIVE = 'bg-indigo-50 text-indigo-800';
const INACTIVE = 'text-slate-700 hover:bg-slate-100 hover:text-slate-900';

/** Fits NavLink's className callback: `className={({ isActive }) => navLinkClass({ isActive })}`. */
export function navLinkClass({
  isActive,
  collapsed = false,
}: {
  isActive: boolean;
  collapsed?: boolean;
}) {
  return `${BASE} ${isActive ? ACTIVE : INACTIVE}${collapsed ? ' justify-center' : ''}`;
}
