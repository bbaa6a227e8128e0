// Children and parties on the case page: each child with placement, school and when
// they were last seen in person; each party with how to reach them. Admins and the
// assigned contractor add, correct and remove them (the database says the same).
import { useState } from 'react';
import { buttonClass } from '@/components/button-styles';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormError } from '@/components/form-error';
import { Spinner } from '@/components/spinner';
import { formatDate } from '@/lib/format';
import type { CasePeople as People, Child, Party } from '../api/family-api';
import { useFamilyStore } from '../stores/family-store';
import { partyKindLabel, PersonForm, placementLabel } from './person-form';

interface CasePeopleProps {
  caseId: string;
  people: People | undefined;
  loading: boolean;
  error: string | null;
  canEdit: boolean;
}

type Editing =
  { kind: 'child'; person: Child | null } | { kind: 'party'; person: Party | null } | null;

export function CasePeople({ caseId, people, loading, error, canEdit }: CasePeopleProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<{
    kind: 'child' | 'party';
    id: string;
    name: string;
  } | null>(null);
  const busy = useFamilyStore((s) => s.busy);
  const failure = useFamilyStore((s) => (s.error?.section === 'people' ? s.error.text : null));
  const { saveChild, saveParty, remove } = useFamilyStore.getState();
  const children = people?.children ?? [];
  const parties = people?.parties ?? [];

  const form =
    editing?.kind === 'child' ? (
      <PersonForm
        kind="child"
        person={editing.person}
        busy={busy}
        onSave={(f) => saveChild(caseId, editing.person?.id ?? null, f)}
        onCancel={() => setEditing(null)}
      />
    ) : editing?.kind === 'party' ? (
      <PersonForm
        kind="party"
        person={editing.person}
        busy={busy}
        onSave={(f) => saveParty(caseId, editing.person?.id ?? null, f)}
        onCancel={() => setEditing(null)}
      />
    ) : null;

  const actions = (kind: 'child' | 'party', p: Child | Party) =>
    canEdit ? (
      <div className="flex gap-1">
        <button
          type="button"
          className={buttonClass('ghost')}
          aria-label={`Edit ${p.full_name}`}
          onClick={() =>
            setEditing(
              kind === 'child'
                ? { kind, person: p as Child }
                : { kind: 'party', person: p as Party },
            )
          }
        >
          Edit
        </button>
        <button
          type="button"
          className={buttonClass('ghost')}
          aria-label={`Remove ${p.full_name}`}
          onClick={() => setRemoving({ kind, id: p.id, name: p.full_name })}
        >
          Remove
        </button>
      </div>
    ) : null;

  return (
    <section aria-labelledby="people-heading" className="mt-8">
      <h2 id="people-heading" className="text-lg font-semibold text-slate-900">
        Children and parties
      </h2>
      <FormError message={error ?? failure} />
      {loading && !people ? <Spinner label="Loading the people on this case" /> : null}
      <h3 className="mt-3 font-semibold text-slate-900">Children</h3>
      {children.length ? (
        <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {children.map((c) => (
            <li key={c.id} className="flex flex-wrap items-start justify-between gap-2 p-3">
              <div className="min-w-0 text-sm text-slate-800">
                <p className="font-medium text-slate-900">{c.full_name}</p>
                <p>
                  {[
                    c.birth_date ? `Born ${formatDate(c.birth_date)}` : null,
                    [placementLabel(c.placement_type), c.placement_county]
                      .filter(Boolean)
                      .join(', ') || null,
                    c.school || null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <p className="font-medium">
                  {c.last_seen_on
                    ? `Last seen in person: ${formatDate(c.last_seen_on)}`
                    : 'Not seen in person yet'}
                </p>
                {c.visit_due_on ? (
                  <p
                    className={`font-medium ${c.visit_overdue ? 'text-red-700' : 'text-amber-800'}`}
                  >
                    {c.visit_overdue
                      ? `Visit overdue since ${formatDate(c.visit_due_on)}`
                      : `Visit due by ${formatDate(c.visit_due_on)}`}
                  </p>
                ) : null}
                {c.notes ? <p className="text-slate-700">{c.notes}</p> : null}
              </div>
              {actions('child', c)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-700">No children recorded.</p>
      )}
      <h3 className="mt-4 font-semibold text-slate-900">Parties</h3>
      {parties.length ? (
        <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {parties.map((p) => (
            <li key={p.id} className="flex flex-wrap items-start justify-between gap-2 p-3">
              <div className="min-w-0 text-sm text-slate-800">
                <p>
                  <span className="font-medium text-slate-900">{p.full_name}</span> ·{' '}
                  {partyKindLabel(p.kind)}
                  {p.organisation ? `, ${p.organisation}` : ''}
                </p>
                <p className="break-words">
                  {[p.phone, p.email].filter(Boolean).join(' · ') || 'No phone or email'}
                </p>
              </div>
              {actions('party', p)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-700">No parties recorded.</p>
      )}
      {canEdit && !editing ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => setEditing({ kind: 'child', person: null })}
          >
            Add child
          </button>
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => setEditing({ kind: 'party', person: null })}
          >
            Add party
          </button>
        </div>
      ) : null}
      {form}
      <ConfirmDialog
        open={!!removing}
        title={`Remove ${removing?.name ?? 'this person'}?`}
        description="Contacts that saw them no longer name them."
        confirmLabel="Remove"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) void remove(removing.kind, removing.id);
          setRemoving(null);
        }}
      />
    </section>
  );
}
