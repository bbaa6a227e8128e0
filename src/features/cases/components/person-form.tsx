// Adding or correcting one person on a case: a child (name, date of birth, placement
// and county, school, notes) or a party (kind, name, phone, email, organisation).
import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/button-styles';
import { Select } from '@/components/select';
import { TextArea } from '@/components/text-area';
import { TextField } from '@/components/text-field';
import { FLORIDA_COUNTIES } from '@/content/florida';
import { todayIso } from '@/lib/dates';
import type {
  Child,
  ChildFields,
  ChildPlacement,
  Party,
  PartyFields,
  PartyKind,
} from '../api/family-api';

export const PLACEMENTS: readonly { value: ChildPlacement; label: string }[] = [
  { value: 'parent', label: 'With a parent' },
  { value: 'relative', label: 'Relative placement' },
  { value: 'non_relative', label: 'Non-relative placement' },
  { value: 'foster_home', label: 'Licensed foster home' },
  { value: 'group_home', label: 'Group home' },
  { value: 'residential', label: 'Residential treatment' },
  { value: 'independent_living', label: 'Independent living' },
  { value: 'other', label: 'Other' },
];

export const PARTY_KINDS: readonly { value: PartyKind; label: string }[] = [
  { value: 'parent', label: 'Parent' },
  { value: 'caregiver', label: 'Caregiver' },
  { value: 'relative', label: 'Relative' },
  { value: 'attorney', label: 'Attorney' },
  { value: 'caseworker', label: 'Caseworker' },
  { value: 'judge', label: 'Judge' },
  { value: 'other', label: 'Other' },
];

export const placementLabel = (p: ChildPlacement | null) =>
  PLACEMENTS.find((o) => o.value === p)?.label ?? null;
export const partyKindLabel = (k: PartyKind) => PARTY_KINDS.find((o) => o.value === k)?.label ?? k;

type Props =
  | { kind: 'child'; person: Child | null; onSave(f: ChildFields): Promise<boolean> }
  | { kind: 'party'; person: Party | null; onSave(f: PartyFields): Promise<boolean> };

export function PersonForm(props: Props & { busy: boolean; onCancel(): void }) {
  const id = useId();
  const child = props.kind === 'child' ? props.person : null;
  const party = props.kind === 'party' ? props.person : null;
  const [name, setName] = useState(props.person?.full_name ?? '');
  const [birth, setBirth] = useState(child?.birth_date ?? '');
  const [placement, setPlacement] = useState<string>(child?.placement_type ?? '');
  const [county, setCounty] = useState(child?.placement_county ?? '');
  const [school, setSchool] = useState(child?.school ?? '');
  const [notes, setNotes] = useState(child?.notes ?? '');
  const [kind, setKind] = useState<string>(party?.kind ?? 'parent');
  const [phone, setPhone] = useState(party?.phone ?? '');
  const [email, setEmail] = useState(party?.email ?? '');
  const [organisation, setOrganisation] = useState(party?.organisation ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const title = `${props.person ? 'Edit' : 'Add'} ${props.kind === 'child' ? 'child' : 'party'}`;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!name.trim()) {
      setNameError('Enter the name.');
      return;
    }
    setNameError(null);
    const ok =
      props.kind === 'child'
        ? await props.onSave({
            full_name: name.trim(),
            birth_date: birth || null,
            placement_type: (placement || null) as ChildPlacement | null,
            placement_county: county || null,
            school: school.trim(),
            notes: notes.trim(),
          })
        : await props.onSave({
            kind: kind as PartyKind,
            full_name: name.trim(),
            phone: phone.trim(),
            email: email.trim(),
            organisation: organisation.trim(),
          });
    if (ok) props.onCancel();
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="mt-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h3 id={`${id}-title`} className="font-semibold text-slate-900">
        {title}
      </h3>
      <fieldset disabled={props.busy} className="m-0 mt-2 grid gap-3 border-0 p-0 sm:grid-cols-2">
        <TextField
          label="Name"
          value={name}
          maxLength={200}
          error={nameError}
          onChange={(e) => setName(e.target.value)}
        />
        {props.kind === 'child' ? (
          <>
            <TextField
              label="Date of birth"
              type="date"
              max={todayIso()}
              value={birth}
              onChange={(e) => setBirth(e.target.value)}
            />
            <Select
              label="Placement"
              placeholder="Not recorded"
              options={PLACEMENTS}
              value={placement}
              onChange={(e) => setPlacement(e.target.value)}
            />
            <Select
              label="Placement county"
              placeholder="Not recorded"
              options={FLORIDA_COUNTIES.map((c) => ({ value: c, label: c }))}
              value={county}
              onChange={(e) => setCounty(e.target.value)}
            />
            <TextField
              label="School"
              value={school}
              maxLength={200}
              onChange={(e) => setSchool(e.target.value)}
            />
            <TextArea
              className="sm:col-span-2"
              label="Notes"
              rows={2}
              maxLength={2000}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
            />
          </>
        ) : (
          <>
            <Select
              label="Kind"
              options={PARTY_KINDS}
              value={kind}
              onChange={(e) => setKind(e.target.value)}
            />
            <TextField
              label="Phone"
              type="tel"
              value={phone}
              maxLength={40}
              onChange={(e) => setPhone(e.target.value)}
            />
            <TextField
              label="Email"
              type="email"
              value={email}
              maxLength={254}
              onChange={(e) => setEmail(e.target.value)}
            />
            <TextField
              label="Organisation"
              value={organisation}
              maxLength={200}
              onChange={(e) => setOrganisation(e.target.value)}
            />
          </>
        )}
      </fieldset>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="submit" className={buttonClass('primary')} disabled={props.busy}>
          {props.busy ? 'Saving...' : 'Save'}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
