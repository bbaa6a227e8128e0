// A local mail catcher in the place of the Supabase CLI's Inbucket/Mailpit:
// SMTP in (smtp-server, parsed by mailparser), Mailpit's JSON API and a small
// page out. Messages live in memory and are gone when the stack stops.
import { serve, type ServerType } from '@hono/node-server';
import { SMTPServer } from 'smtp-server';
import { Mailbox } from './mailbox';
import { mailWebApp } from './web';

export interface MailCatcher {
  /** The web page and Mailpit API, e.g. http://127.0.0.1:54324 */
  url: string;
  smtpPort: number;
  mailbox: Mailbox;
  stop(): Promise<void>;
}

/** Larger than any mail the stack sends; a bigger one is refused at DATA. */
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

export async function startMailCatcher(opts: {
  smtpPort: number;
  webPort: number;
}): Promise<MailCatcher> {
  const mailbox = new Mailbox();
  const smtp = new SMTPServer({
    // Loopback only and no TLS: a development sink, like Mailpit's defaults.
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    size: MAX_MESSAGE_BYTES,
    banner: 'GAL Connect local mail catcher',
    logger: false,
    onData(stream, session, callback) {
      // smtp-server counts the bytes on the stream it hands us.
      const counted = stream as typeof stream & { byteLength?: number; sizeExceeded?: boolean };
      // mailparser takes longer to load than the rest of the catcher: only on the first mail.
      import('mailparser')
        .then(({ simpleParser }) => simpleParser(stream))
        .then((mail) => {
          if (counted.sizeExceeded) {
            callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
            return;
          }
          const to = session.envelope.rcptTo.map((r) => r.address);
          mailbox.add(mail, counted.byteLength ?? 0, to);
          callback();
        })
        .catch((error: unknown) => callback(error as Error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(opts.smtpPort, '127.0.0.1', () => {
      smtp.off('error', reject);
      resolve();
    });
  });
  // A broken client connection must not stop the stack.
  smtp.on('error', () => {});

  let web: ServerType;
  try {
    web = await new Promise<ServerType>((resolve, reject) => {
      const server = serve(
        { fetch: mailWebApp(mailbox).fetch, port: opts.webPort, hostname: '127.0.0.1' },
        () => resolve(server),
      );
      server.on('error', reject);
    });
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  }

  return {
    url: `http://127.0.0.1:${opts.webPort}`,
    smtpPort: opts.smtpPort,
    mailbox,
    stop: async () => {
      await new Promise<void>((resolve) => {
        web.close(() => resolve());
        (web as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
