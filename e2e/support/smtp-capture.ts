// A real SMTP server for e2e: the app sends its mails here (SMTP_URL), and each received mail is
// written as JSON into a folder named after the port, where tests read it.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  raw: string;
  receivedAt: number;
}

export const mailDir = (port: number) => join(tmpdir(), `traitforge-mail-${port}`);

export async function startSmtpCapture(port: number): Promise<{ close(): void }> {
  const dir = mailDir(port);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: CapturedMail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
          receivedAt: Date.now(),
        };
        writeFileSync(join(dir, `${Date.now()}-${++count}.json`), JSON.stringify(mail));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { close: () => server.close() };
}

/** Mails received for `email`, oldest first. */
export function mailsTo(port: number, email: string): CapturedMail[] {
  const dir = mailDir(port);
  const mails = readdirSync(dir)
    .sort((a, b) => Number(a.split('-')[0]) - Number(b.split('-')[0]) || a.localeCompare(b))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as CapturedMail);
  return mails.filter((m) => m.to.includes(email.toLowerCase()));
}
