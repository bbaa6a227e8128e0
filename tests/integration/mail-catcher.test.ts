// The mail catcher receives real SMTP and answers Mailpit's JSON API (what
// tools written for the Supabase CLI's catcher read) and a small page.
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type MailCatcher, startMailCatcher } from '../../local-supabase';

let catcher: MailCatcher;

beforeAll(async () => {
  catcher = await startMailCatcher({ smtpPort: await freePort(), webPort: await freePort() });
});
afterAll(async () => {
  await catcher?.stop();
});

function send(message: SendMailOptions) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: catcher.smtpPort,
    ignoreTLS: true,
  });
  return transport.sendMail(message);
}

const api = (path: string, init?: RequestInit) => fetch(`${catcher.url}/api/v1${path}`, init);

interface Summary {
  ID: string;
  From: { Name: string; Address: string };
  To: { Name: string; Address: string }[];
  Subject: string;
  Created: string;
  Snippet: string;
}

async function list(): Promise<{ total: number; count: number; messages: Summary[] }> {
  const res = await api('/messages');
  expect(res.status).toBe(200);
  return res.json() as Promise<{ total: number; count: number; messages: Summary[] }>;
}

describe('mail catcher', () => {
  it('lists messages received over SMTP newest first, in Mailpit shapes', async () => {
    await api('/messages', { method: 'DELETE' });
    await send({
      from: '"GAL Connect" <no-reply@gal.test>',
      to: 'First Person <first@example.test>',
      subject: 'First message',
      text: 'Hello first',
    });
    await send({
      from: 'no-reply@gal.test',
      to: ['second@example.test', 'third@example.test'],
      subject: 'Second message',
      text: 'Hello second',
      html: '<p>Hello <b>second</b></p>',
    });

    const body = await list();
    expect(body.total).toBe(2);
    expect(body.count).toBe(2);
    expect(body.messages.map((m) => m.Subject)).toEqual(['Second message', 'First message']);
    const [second, first] = body.messages;
    expect(first).toMatchObject({
      From: { Name: 'GAL Connect', Address: 'no-reply@gal.test' },
      To: [{ Name: 'First Person', Address: 'first@example.test' }],
      Snippet: 'Hello first',
    });
    expect(second!.To.map((t) => t.Address)).toEqual(['second@example.test', 'third@example.test']);
    expect(Date.parse(second!.Created)).toBeGreaterThanOrEqual(Date.parse(first!.Created));
    expect(second!.ID).toMatch(/^[\w-]{22}$/);
  });

  it('returns one message with its Text and HTML, and 404 for an unknown ID', async () => {
    const { messages } = await list();
    const newest = messages[0]!;
    const res = await api(`/message/${newest.ID}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      ID: newest.ID,
      Subject: 'Second message',
      Text: expect.stringContaining('Hello second'),
      HTML: '<p>Hello <b>second</b></p>',
    });
    expect((await api('/message/nope')).status).toBe(404);
  });

  it('deletes the listed IDs, or everything without a body', async () => {
    const { messages } = await list();
    const del = await api('/messages', {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ IDs: [messages[0]!.ID] }),
    });
    expect(del.status).toBe(200);
    expect((await list()).messages.map((m) => m.Subject)).toEqual(['First message']);
    expect((await api('/messages', { method: 'DELETE', body: 'not json' })).status).toBe(400);
    expect((await api('/messages', { method: 'DELETE' })).status).toBe(200);
    expect((await list()).total).toBe(0);
  });

  it('shows messages on a page, with their text escaped', async () => {
    await send({
      from: 'no-reply@gal.test',
      to: 'page@example.test',
      subject: 'Reset <your> password',
      text: 'Follow http://127.0.0.1:54321/auth/v1/verify?token=abc&type=recovery',
    });
    const page = await fetch(`${catcher.url}/`);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('Reset &lt;your&gt; password');
    const id = (await list()).messages[0]!.ID;
    expect(html).toContain(`/view/${id}`);
    const view = await (await fetch(`${catcher.url}/view/${id}`)).text();
    expect(view).toContain('token=abc&amp;type=recovery');
    expect((await fetch(`${catcher.url}/view/unknown`)).status).toBe(404);
  });
});
