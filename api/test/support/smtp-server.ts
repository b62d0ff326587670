import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message as the server received it: the envelope and the parsed message. */
export interface ReceivedMessage {
  /** MAIL FROM. */
  sender: string;
  /** RCPT TO, in order. */
  recipients: string[];
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  port: number;
  /** An SMTP_URL for this server, with the credentials it accepts. */
  url: string;
  user: string;
  password: string;
  readonly messages: ReceivedMessage[];
  /** Resolves once `count` messages in all have arrived; rejects after `timeoutMs`. */
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedMessage[]>;
  /** Closes the listening socket: connections are refused until `up()` (an SMTP outage). */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  /** Refuses RCPT TO for this address with "550 No such user". */
  refuseRecipient(address: string): void;
  close(): Promise<void>;
}

const USER = 'campaign-mailer';
// Characters that must be percent-encoded in a URL, so the tests show they are decoded.
const PASSWORD = 'p@ss:w/rd secret';

/**
 * A real SMTP server in this process (npm smtp-server) on a free port of 127.0.0.1, requiring the
 * sign-in above, without TLS (the transport allows that on loopback only). Each message is
 * parsed with mailparser and kept, so tests check what a recipient would get.
 */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMessage[] = [];
  const refused = new Set<string>();
  let waiters: (() => void)[] = [];

  const create = () =>
    new SMTPServer({
      authMethods: ['PLAIN', 'LOGIN'],
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      disableReverseLookup: true,
      logger: false,
      // An outage is abrupt: open connections are cut at once, not after 30 s.
      closeTimeout: 50,
      onAuth(auth, _session, callback) {
        if (auth.username === USER && auth.password === PASSWORD) {
          callback(null, { user: USER });
        } else {
          callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
        }
      },
      onRcptTo(address, _session, callback) {
        if (refused.has(address.address.toLowerCase())) {
          callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
        } else {
          callback();
        }
      },
      onData(stream, session, callback) {
        simpleParser(stream).then(
          (parsed) => {
            const from = session.envelope.mailFrom;
            messages.push({
              sender: from ? from.address : '',
              recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              parsed,
            });
            callback();
            for (const wake of waiters) wake();
          },
          (error: Error) => callback(error),
        );
      },
    });

  let server = create();
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        resolve((server.server.address() as AddressInfo).port);
      });
    });
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  let listening = true;
  const port = await listen(0);

  return {
    port,
    url: `smtp://${encodeURIComponent(USER)}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}`,
    user: USER,
    password: PASSWORD,
    messages,
    waitForMessages(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return false;
          clearTimeout(timer);
          waiters = waiters.filter((waiter) => waiter !== wake);
          resolve([...messages]);
          return true;
        };
        const wake = () => void check();
        const timer = setTimeout(() => {
          waiters = waiters.filter((waiter) => waiter !== wake);
          reject(new Error(`expected ${count} messages, got ${messages.length}`));
        }, timeoutMs);
        if (!check()) waiters.push(wake);
      });
    },
    async down() {
      if (!listening) return;
      listening = false;
      await close();
    },
    async up() {
      if (listening) return;
      server = create();
      await listen(port);
      listening = true;
    },
    refuseRecipient(address) {
      refused.add(address.toLowerCase());
    },
    async close() {
      if (listening) await close();
      listening = false;
    },
  };
}
