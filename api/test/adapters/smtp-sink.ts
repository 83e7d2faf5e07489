import { createServer } from 'node:net';
import type { AddressInfo, Server } from 'node:net';

export interface ReceivedMail {
  envelope: string[];
  data: string;
}

/**
 * Just enough of an SMTP server to receive what nodemailer sends (smtp-server is not a
 * dependency): greeting, EHLO, MAIL, RCPT, DATA, QUIT.
 */
export function startSmtpServer(): Promise<{
  server: Server;
  port: number;
  received: ReceivedMail[];
}> {
  const received: ReceivedMail[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let envelope: string[] = [];
    socket.write('220 test.local ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          received.push({ envelope, data: buffer.slice(0, end) });
          buffer = buffer.slice(end + 5);
          inData = false;
          envelope = [];
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 test.local\r\n');
        else if (command === 'MAIL' || command === 'RCPT') {
          envelope.push(line);
          socket.write('250 2.1.0 OK\r\n');
        } else if (command === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => {});
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as AddressInfo).port, received }),
    ),
  );
}
