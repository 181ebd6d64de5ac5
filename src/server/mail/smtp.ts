import type { Transporter } from 'nodemailer';

/** A message as the service sends it: plain text with attachments. */
export type OutgoingMail = {
  from: string;
  replyTo?: string;
  to: string[];
  cc: string[];
  subject: string;
  text: string;
  /** Stable per message, so a receiver can tell a redelivery from a new message. */
  messageId: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
};

/** Hands a message to the SMTP server; rejects with an Error whose message is the server's answer when it refuses it. */
export type SendMail = (mail: OutgoingMail) => Promise<void>;

/**
 * An SMTP sender for BOS_SMTP_URL (`smtp://user:pass@host:port`, `smtps://` for TLS from the
 * first byte; `smtp://` upgrades with STARTTLS when the server offers it). One pooled connection
 * at a time is enough for invoices.
 */
export function smtpSender(url: string): { send: SendMail; close(): void } {
  // nodemailer is loaded with the first message, not at start
  let transport: Promise<Transporter> | undefined;
  const open = () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url)));
  return {
    send: async (mail) => {
      const sender = await open();
      try {
        await sender.sendMail(mail);
      } catch (error) {
        throw new Error(smtpAnswer(error));
      }
    },
    close: () => void transport?.then((sender) => sender.close(), () => undefined),
  };
}

/** What the SMTP server answered to a failed send (its reply line when there is one), for the delivery log. */
function smtpAnswer(error: unknown): string {
  const reply = (error as { response?: unknown }).response;
  if (typeof reply === 'string' && reply.trim()) return reply.trim();
  return error instanceof Error ? error.message : String(error);
}
