import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in this process (the `smtp-server` package) that keeps what it receives,
 * parsed by `mailparser`. `refuseNext(n)` answers the next n messages with a temporary failure
 * (451), as a server that is busy would; with `user`, it takes only that login.
 */
export type SmtpReceiver = {
  url: string;
  received: ParsedMail[];
  refuseNext(count: number): void;
  close(): Promise<void>;
};

export async function startSmtpReceiver(login?: { user: string; pass: string }): Promise<SmtpReceiver> {
  const received: ParsedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: !login,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (login && auth.username === login.user && auth.password === login.pass) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          const error = new Error('4.3.0 Mailbox busy, try again later') as Error & { responseCode: number };
          error.responseCode = 451;
          callback(error);
          return;
        }
        simpleParser(Buffer.concat(chunks)).then((mail) => {
          received.push(mail);
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const credentials = login ? `${encodeURIComponent(login.user)}:${encodeURIComponent(login.pass)}@` : '';
  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    received,
    refuseNext: (count) => { refusals = count; },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
