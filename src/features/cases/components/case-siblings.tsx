// Sibling cases on the case page: the group's other cases the viewer may see, each a
// link; an admin finds a case by its title to link it and unlinks one (the database
// allows only admins either).
import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useDebounce } from 'use-debounce';
import { buttonClass } from '@/components/button-styles';
import { FormError } from '@/components/form-error';
import { TextField } from '@/components/text-field';
import { paths } from '@/lib/paths';
import { errorText } from '@/lib/query-client';
import type { SiblingCase } from '../api/family-api';
import { caseListQuery } from '../api/queries';
import { useFamilyStore } from '../stores/family-store';

interface CaseSiblingsProps {
  caseId: string;
  siblings: readonly SiblingCase[];
  error: string | null;
  /** An admin links and unlinks. */
  canLink: boolean;
}

export function CaseSiblings({ caseId, siblings, error, canLink }: CaseSiblingsProps) {
  const [search, setSearch] = useState('');
  const [query] = useDebounce(search.trim(), 300);
  const found = useQuery({
    ...caseListQuery({ status: null, search: query, page: 1 }),
    enabled: canLink && query.length >= 2,
  });
  const busy = useFamilyStore((s) => s.busy);
  const failure = useFamilyStore((s) => (s.error?.section === 'siblings' ? s.error.text : null));
  const { link, unlink } = useFamilyStore.getState();
  const linked = new Set([caseId, ...siblings.map((s) => s.id)]);
  const candidates = (query.length >= 2 ? (found.data?.cases ?? []) : []).filter(
    (c) => !linked.has(c.id),
  );

  if (!siblings.length && !canLink) return null;
  return (
    <section aria-labelledby="siblings-heading" className="mt-8">
      <h2 id="siblings-heading" className="text-lg font-semibold text-slate-900">
        Sibling cases
      </h2>
      <FormError message={error ?? failure} />
      {siblings.length ? (
        <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {siblings.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <Link
                to={paths.dashboard.case(s.id)}
                className="font-medium break-words text-indigo-800 underline"
              >
                {s.title}
              </Link>
              {canLink ? (
                <button
                  type="button"
                  className={buttonClass('ghost')}
                  disabled={busy}
                  aria-label={`Unlink ${s.title}`}
                  onClick={() => void unlink(s.id)}
                >
                  Unlink
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-700">Not linked to any sibling case.</p>
      )}
      {canLink ? (
        <div className="mt-3 max-w-xl">
          <TextField
            label="Link a sibling case"
            type="search"
            hint="Type part of the case's title."
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <FormError message={errorText(found.error)} />
          {candidates.length ? (
            <ul className="mt-2 space-y-2" aria-label="Cases to link">
              {candidates.slice(0, 5).map((c) => (
                <li key={c.id} className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-sm text-slate-800">{c.title}</span>
                  <button
                    type="button"
                    className={buttonClass('secondary')}
                    disabled={busy}
                    aria-label={`Link ${c.title}`}
                    onClick={async () => {
                      if (await link([caseId, c.id])) setSearch('');
                    }}
                  >
                    Link
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
