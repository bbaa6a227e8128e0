// A case's unbilled work as a statement: its time entries on no invoice yet, priced in
// cents. It is not an invoice (only a stored invoice is one); the same numbers feed the
// screen and, through the invoice document, the PDF and the CSV, so they always agree.
import { lineAmountCents, toCents, toQuarters } from '@/lib/money';

export interface StatementEntry {
  date: string;
  description: string;
  hours: number;
  /** The billing rate snapshotted on the entry; null while unpriced. */
  hourly_rate: number | null;
  /** Work on a pro bono case: never billed; its hours are priced at $0. */
  proBono?: boolean;
}

export interface StatementLine {
  date: string;
  description: string;
  hours: number;
  rateCents: number | null;
  amountCents: number;
  proBono: boolean;
}

export interface Statement {
  caseId: string;
  /** A reference for the file and the reader, never an invoice number. */
  reference: string;
  issueDate: string;
  contractor: { name: string; email: string };
  caseTitle: string;
  period: { from: string; to: string };
  lines: StatementLine[];
  totalHours: number;
  totalCents: number;
  /** Distinct rates in cents, ascending. */
  rates: number[];
  /** Entries logged before an admin set a billing rate: counted as $0. */
  unpricedLines: number;
}

export interface StatementInput {
  caseId: string;
  caseTitle: string;
  contractor: { name: string; email: string };
  entries: StatementEntry[];
  issueDate: string;
}

/** STMT-{last 8 hex of the case id}-{issue date}: stable for a case and a day. */
export function statementReference(caseId: string, issueDate: string): string {
  const tail = caseId.replaceAll('-', '').slice(-8).toUpperCase();
  return `STMT-${tail}-${issueDate.replaceAll('-', '')}`;
}

export function buildStatement(input: StatementInput): Statement {
  const sorted = [...input.entries].sort((a, b) => a.date.localeCompare(b.date));
  let quarters = 0;
  let totalCents = 0;
  const rates = new Set<number>();
  let unpricedLines = 0;
  const lines = sorted.map((e) => {
    const q = toQuarters(e.hours) ?? Math.round(e.hours * 4);
    const proBono = e.proBono ?? false;
    const rateCents = proBono ? 0 : e.hourly_rate === null ? null : toCents(e.hourly_rate);
    const amountCents = rateCents === null ? 0 : lineAmountCents(q, rateCents);
    quarters += q;
    totalCents += amountCents;
    if (rateCents === null) unpricedLines += 1;
    else if (!proBono) rates.add(rateCents);
    const description = proBono ? `${e.description} (pro bono)` : e.description;
    return { date: e.date, description, hours: q / 4, rateCents, amountCents, proBono };
  });
  return {
    caseId: input.caseId,
    reference: statementReference(input.caseId, input.issueDate),
    issueDate: input.issueDate,
    contractor: input.contractor,
    caseTitle: input.caseTitle,
    period: {
      from: sorted[0]?.date ?? input.issueDate,
      to: sorted.at(-1)?.date ?? input.issueDate,
    },
    lines,
    totalHours: quarters / 4,
    totalCents,
    rates: [...rates].sort((a, b) => a - b),
    unpricedLines,
  };
}
