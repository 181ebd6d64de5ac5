// The end-to-end suite's mail server (playwright.config.ts): a real SMTP server (the smtp-server
// package) that accepts every message and writes it, as received, to SMTP_SINK_DIR/<n>.eml.
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.SMTP_SINK_PORT);
const dir = process.env.SMTP_SINK_DIR;
fs.mkdirSync(dir, { recursive: true });
let received = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      fs.writeFileSync(path.join(dir, `${received}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
});
server.listen(port, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
