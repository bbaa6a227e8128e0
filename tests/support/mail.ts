// Reading auth emails from the mail catcher through Mailpit's API, as a test
// written for the Supabase CLI's stack would. The auth service answers only
// after the SMTP server accepted the mail, so a mail is there when the
// request that sent it has returned.
import { expect } from 'vitest';

export interface CaughtMail {
  ID: string;
  Subject: string;
  To: { Address: string }[];
  Text: string;
  HTML: string;
}

/** Every message to `address`, newest first. */
export async function mailsTo(mailUrl: string, address: string): Promise<CaughtMail[]> {
  const res = await fetch(`${mailUrl}/api/v1/messages?limit=500`);
  expect(res.status).toBe(200);
  const { messages } = (await res.json()) as {
    messages: { ID: string; To: { Address: string }[] }[];
  };
  const mine = messages.filter((m) => m.To.some((t) => t.Address === address));
  return Promise.all(
    mine.map(
      async (m) => (await (await fetch(`${mailUrl}/api/v1/message/${m.ID}`)).json()) as CaughtMail,
    ),
  );
}

/** The newest message to `address`; fails the test when there is none. */
export async function lastMailTo(mailUrl: string, address: string): Promise<CaughtMail> {
  const [newest] = await mailsTo(mailUrl, address);
  expect(newest, `no mail to ${address}`).toBeDefined();
  return newest!;
}

/** The verify link GoTrue puts in an auth email. */
export function linkIn(mail: CaughtMail): URL {
  const match = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.Text);
  expect(match, `no verify link in: ${mail.Text}`).not.toBeNull();
  return new URL(match![0]);
}

/** The one-time code the mail carries. */
export function codeIn(mail: CaughtMail): string {
  const match = /code: (\d+)/.exec(mail.Text);
  expect(match, `no code in: ${mail.Text}`).not.toBeNull();
  return match![1]!;
}

/** Follows an email link as a browser would, stopping at the redirect the auth service answers. */
export async function follow(link: URL | string): Promise<URL> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location') ?? '');
}

/** The params GoTrue puts in a redirect's fragment. */
export const fragmentOf = (url: URL) => new URLSearchParams(url.hash.slice(1));
