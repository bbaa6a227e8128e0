import { Briefcase, LayoutDashboard, Search, User } from 'lucide-react';

/** A static picture of the dashboard, as a guest would see it. Purely decorative content. */
export function DashboardPreview() {
  return (
    <figure
      aria-label="Dashboard preview"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white text-slate-900 shadow-2xl"
    >
      <div className="flex items-center gap-1.5 border-b border-slate-200 bg-slate-100 px-4 py-2.5">
        <span className="size-2.5 rounded-full bg-slate-300" />
        <span className="size-2.5 rounded-full bg-slate-300" />
        <span className="size-2.5 rounded-full bg-slate-300" />
      </div>
      <div className="flex">
        <ul className="hidden w-36 space-y-1 border-r border-slate-200 p-3 text-xs text-slate-600 sm:block">
          <li className="flex items-center gap-2 rounded-md bg-indigo-50 px-2 py-1.5 font-semibold text-indigo-800">
            <LayoutDashboard aria-hidden="true" className="size-3.5" /> Dashboard
          </li>
          <li className="flex items-center gap-2 px-2 py-1.5">
            <Briefcase aria-hidden="true" className="size-3.5" /> Cases
          </li>
          <li className="flex items-center gap-2 px-2 py-1.5">
            <Search aria-hidden="true" className="size-3.5" /> Opportunities
          </li>
          <li className="flex items-center gap-2 px-2 py-1.5">
            <User aria-hidden="true" className="size-3.5" /> Profile
          </li>
        </ul>
        <div className="flex-1 p-5">
          <p className="text-lg font-bold">Welcome, Guest</p>
          <div className="mt-4 rounded-lg border border-slate-200 p-4">
            <p className="text-xs font-medium text-slate-600">Available Cases</p>
            <p className="text-2xl font-bold">0</p>
          </div>
        </div>
      </div>
    </figure>
  );
}
