// The catcher's HTTP side: the part of Mailpit's JSON API that tests and tools
// use, and a small page listing messages and showing one.
import { Hono } from 'hono';
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { detail, summary, type MailAddress, type Mailbox, type StoredMessage } from './mailbox';

// The page runs no script; an email's HTML shows in a sandboxed frame.
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; img-src data:";

const STYLE = `
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1f2937; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #d1d5db; vertical-align: top; }
  a { color: #1d4ed8; }
  pre { white-space: pre-wrap; background: #f3f4f6; padding: .75rem; overflow-wrap: anywhere; }
  iframe { width: 100%; height: 24rem; border: 1px solid #d1d5db; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
  dt { font-weight: 600; }
`;

const who = (list: MailAddress[]) =>
  list.map((a) => (a.Name ? `${a.Name} <${a.Address}>` : a.Address)).join(', ');

function page(title: string, body: HtmlEscapedString | Promise<HtmlEscapedString>) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <style>
          ${STYLE}
        </style>
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;
}

function listPage(messages: StoredMessage[]) {
  const rows = messages.map(
    (m) =>
      html`<tr>
        <td><a href="/view/${m.ID}">${m.Subject || '(no subject)'}</a></td>
        <td>${who(m.To)}</td>
        <td>${m.From ? who([m.From]) : ''}</td>
        <td><time datetime="${m.Created}">${m.Created.replace('T', ' ').slice(0, 19)}</time></td>
      </tr>`,
  );
  return page(
    'Local mail',
    html`<h1>Local mail</h1>
      <p>
        Every email the local stack sends lands here; nothing leaves this machine. Newest first;
        reload for new mail.
      </p>
      ${
        messages.length === 0
          ? html`<p>No messages yet.</p>`
          : html`<table>
              <caption>
                ${messages.length} ${messages.length === 1 ? 'message' : 'messages'}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Subject</th>
                  <th scope="col">To</th>
                  <th scope="col">From</th>
                  <th scope="col">Received (UTC)</th>
                </tr>
              </thead>
              <tbody>
                ${rows}
              </tbody>
            </table>`
      }`,
  );
}

function messagePage(m: StoredMessage) {
  return page(
    m.Subject || 'Message',
    html`<p><a href="/">All messages</a></p>
      <h1>${m.Subject || '(no subject)'}</h1>
      <dl>
        <dt>From</dt>
        <dd>${m.From ? who([m.From]) : ''}</dd>
        <dt>To</dt>
        <dd>${who(m.To)}</dd>
        <dt>Received</dt>
        <dd>${m.Created}</dd>
      </dl>
      ${
        m.HTML
          ? html`<h2>HTML</h2>
              <iframe
                title="The message as HTML"
                sandbox="allow-popups allow-popups-to-escape-sandbox"
                srcdoc="${`<base target="_blank">${m.HTML}`}"
              ></iframe>`
          : ''
      }
      <h2>Text</h2>
      <pre>${m.Text}</pre>`,
  );
}

export function mailWebApp(mailbox: Mailbox): Hono {
  const app = new Hono();

  app.get('/api/v1/messages', (c) => {
    const all = mailbox.list();
    const start = Math.max(0, Number(c.req.query('start') ?? 0) || 0);
    const limit = Math.max(0, Number(c.req.query('limit') ?? 50) || 50);
    const messages = all.slice(start, start + limit).map(summary);
    const unread = all.filter((m) => !m.Read).length;
    return c.json({
      total: all.length,
      unread,
      count: messages.length,
      messages_count: all.length,
      messages_unread: unread,
      start,
      tags: [],
      messages,
    });
  });

  app.get('/api/v1/message/:id', (c) => {
    const message = mailbox.get(c.req.param('id'));
    if (!message) return c.text('Message not found', 404);
    message.Read = true;
    return c.json(detail(message));
  });

  // Mailpit: a body of {"IDs": [...]} deletes those, no body deletes everything.
  app.delete('/api/v1/messages', async (c) => {
    const text = await c.req.text();
    let ids: string[] | undefined;
    if (text.trim() !== '') {
      let parsed: { IDs?: unknown };
      try {
        parsed = JSON.parse(text) as { IDs?: unknown };
      } catch {
        return c.text('The body must be JSON: {"IDs": [...]}', 400);
      }
      if (parsed.IDs !== undefined && !Array.isArray(parsed.IDs)) {
        return c.text('IDs must be a list', 400);
      }
      ids = (parsed.IDs as unknown[] | undefined)?.map(String);
    }
    mailbox.delete(ids);
    return c.text('ok');
  });

  app.use('*', async (c, next) => {
    await next();
    if (c.res.headers.get('content-type')?.startsWith('text/html')) {
      c.header('Content-Security-Policy', PAGE_CSP);
    }
  });
  app.get('/', (c) => c.html(listPage(mailbox.list())));
  app.get('/view/:id', (c) => {
    const message = mailbox.get(c.req.param('id'));
    if (!message) return c.html(page('Not found', html`<h1>No such message</h1>`), 404);
    message.Read = true;
    return c.html(messagePage(message));
  });
  return app;
}
