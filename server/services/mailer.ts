// Outgoing mail: nodemailer over SMTP_URL in production, the server log otherwise.
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

export function logMailer(log: (line: Record<string, unknown>) => void): Mailer {
  return {
    async send(mail) {
      log({ msg: 'mail (no SMTP_URL set, printed instead of sent)', ...mail });
    },
  };
}
