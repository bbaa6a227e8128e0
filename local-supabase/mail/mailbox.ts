// The catcher's messages in memory, newest first, in Mailpit's JSON shapes
// (its API is what tools written for the Supabase CLI's catcher read).
import { randomBytes } from 'node:crypto';
import type { AddressObject, ParsedMail } from 'mailparser';

export interface MailAddress {
  Name: string;
  Address: string;
}

export interface StoredMessage {
  ID: string;
  MessageID: string;
  From: MailAddress | null;
  To: MailAddress[];
  Cc: MailAddress[];
  Bcc: MailAddress[];
  ReplyTo: MailAddress[];
  Subject: string;
  /** When it arrived (Mailpit's `Created`). */
  Created: string;
  /** The Date header, else when it arrived. */
  Date: string;
  Text: string;
  HTML: string;
  Size: number;
  Read: boolean;
  Attachments: number;
}

function addresses(field: AddressObject | AddressObject[] | undefined): MailAddress[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((group) =>
    group.value.map((a) => ({ Name: a.name ?? '', Address: a.address ?? '' })),
  );
}

// Mailpit's IDs are 22 URL-safe characters.
const newId = () => randomBytes(16).toString('base64url').slice(0, 22);

export class Mailbox {
  private messages: StoredMessage[] = [];

  /** Mailpit keeps 500 messages by default and drops the oldest. */
  constructor(private readonly max = 500) {}

  add(mail: ParsedMail, size: number, envelopeTo: string[]): StoredMessage {
    const now = new Date().toISOString();
    const to = addresses(mail.to);
    const message: StoredMessage = {
      ID: newId(),
      MessageID: (mail.messageId ?? '').replace(/^<|>$/g, ''),
      From: addresses(mail.from)[0] ?? null,
      // A message with no To header still reached its envelope recipients.
      To: to.length ? to : envelopeTo.map((Address) => ({ Name: '', Address })),
      Cc: addresses(mail.cc),
      Bcc: addresses(mail.bcc),
      ReplyTo: addresses(mail.replyTo),
      Subject: mail.subject ?? '',
      Created: now,
      Date: mail.date?.toISOString() ?? now,
      Text: mail.text ?? '',
      HTML: typeof mail.html === 'string' ? mail.html : '',
      Size: size,
      Read: false,
      Attachments: mail.attachments.length,
    };
    this.messages.unshift(message);
    this.messages.length = Math.min(this.messages.length, this.max);
    return message;
  }

  list(): StoredMessage[] {
    return this.messages;
  }

  get(id: string): StoredMessage | null {
    return this.messages.find((m) => m.ID === id) ?? null;
  }

  /** Deletes the given messages, or all of them. */
  delete(ids?: string[]): void {
    if (!ids?.length) this.messages = [];
    else this.messages = this.messages.filter((m) => !ids.includes(m.ID));
  }
}

/** Mailpit's MessageSummary: the message without bodies, plus a snippet. */
export function summary(m: StoredMessage) {
  return {
    ID: m.ID,
    MessageID: m.MessageID,
    Read: m.Read,
    From: m.From,
    To: m.To,
    Cc: m.Cc,
    Bcc: m.Bcc,
    ReplyTo: m.ReplyTo,
    Subject: m.Subject,
    Created: m.Created,
    Username: '',
    Tags: [],
    Size: m.Size,
    Attachments: m.Attachments,
    Snippet: m.Text.replace(/\s+/g, ' ').trim().slice(0, 250),
  };
}

/** Mailpit's Message: headers and both bodies. */
export function detail(m: StoredMessage) {
  return {
    ID: m.ID,
    MessageID: m.MessageID,
    From: m.From,
    To: m.To,
    Cc: m.Cc,
    Bcc: m.Bcc,
    ReplyTo: m.ReplyTo,
    ReturnPath: m.From?.Address ?? '',
    Subject: m.Subject,
    ListUnsubscribe: { Header: '', Links: [], Errors: '', HeaderPost: '' },
    Date: m.Date,
    Tags: [],
    Username: '',
    Text: m.Text,
    HTML: m.HTML,
    Size: m.Size,
    Inline: [],
    Attachments: [],
  };
}
