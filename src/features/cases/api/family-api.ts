// A case's family: its sibling group (linked by admins) and the people on the case,
// its children (with when each was last seen in person) and its parties. RLS decides
// who reads and writes: admins and the case's assigned contractor.
import * as z from 'zod/mini';
import { AppError, toAppError } from '@/lib/errors';
import { parseAnswer } from '@/lib/parse-answer';
import { filledRows } from '@/lib/rows';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/lib/database.types';
import { peopleSchema, type siblingSchema } from './schemas';

type Enums = Database['public']['Enums'];
export type ChildPlacement = Enums['child_placement'];
export type PartyKind = Enums['party_kind'];

export type CasePeople = z.infer<typeof peopleSchema>;
export type Child = CasePeople['children'][number];
export type Party = CasePeople['parties'][number];
export type SiblingCase = z.infer<typeof siblingSchema>;

/** A case's children (each with its last in-person visit) and parties. */
export async function casePeople(caseId: string): Promise<CasePeople> {
  const { data, error } = await supabase.rpc('case_people', { case_id: caseId });
  if (error) throw toAppError(error, 'Error loading the people on this case');
  return parseAnswer(peopleSchema, data, 'the people on a case');
}

export interface ChildFields {
  full_name: string;
  birth_date: string | null;
  placement_type: ChildPlacement | null;
  placement_county: string | null;
  school: string;
  notes: string;
}

export interface PartyFields {
  kind: PartyKind;
  full_name: string;
  phone: string;
  email: string;
  organisation: string;
}

/** Adds a child (no id) or corrects one. */
export async function saveChild(caseId: string, id: string | null, fields: ChildFields) {
  const { data, error } = id
    ? await supabase.from('case_children').update(fields).eq('id', id).select('id')
    : await supabase
        .from('case_children')
        .insert({ ...fields, case_id: caseId })
        .select('id');
  if (error) throw toAppError(error, 'The child was not saved');
  if (!data.length) throw new AppError('This child can no longer be changed', { code: '42501' });
}

export async function saveParty(caseId: string, id: string | null, fields: PartyFields) {
  const { data, error } = id
    ? await supabase.from('case_parties').update(fields).eq('id', id).select('id')
    : await supabase
        .from('case_parties')
        .insert({ ...fields, case_id: caseId })
        .select('id');
  if (error) throw toAppError(error, 'The party was not saved');
  if (!data.length) throw new AppError('This party can no longer be changed', { code: '42501' });
}

export async function removePerson(kind: 'child' | 'party', id: string) {
  const table = kind === 'child' ? 'case_children' : 'case_parties';
  const { data, error } = await supabase.from(table).delete().eq('id', id).select('id');
  if (error) throw toAppError(error);
  if (!data.length) throw new AppError('This person can no longer be removed', { code: '42501' });
}

/** The case's other siblings the caller may see. */
export async function caseSiblings(caseId: string): Promise<SiblingCase[]> {
  const { data, error } = await supabase.rpc('case_siblings', { case_id: caseId });
  if (error) throw toAppError(error, 'Error loading the sibling cases');
  return filledRows(data, 'id', 'title', 'status', 'group_id');
}

/** Links the cases as one sibling group (merging any groups they are in): admins only. */
export async function linkSiblings(caseIds: string[]) {
  const { error } = await supabase.rpc('link_siblings', { case_ids: caseIds });
  if (error) throw toAppError(error, 'The cases were not linked');
}

export async function unlinkSibling(caseId: string) {
  const { error } = await supabase.rpc('unlink_sibling', { case_id: caseId });
  if (error) throw toAppError(error, 'The case was not unlinked');
}
