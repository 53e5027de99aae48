// A mail server that accepts every message and keeps none: a production API must have SMTP_URL
// (api/src/config.ts productionProblems), and the multi-instance test sends nobody an e-mail. It
// speaks just enough SMTP for nodemailer (no STARTTLS offered, no authentication).
import net from 'node:net';

export function startSmtpSink() {
  let accepted = 0;
  const server = net.createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('error', () => {});
    socket.write('220 puits.local ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          buffer = buffer.slice(end + 5);
          inData = false;
          accepted += 1;
          socket.write('250 gardé\r\n');
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end < 0) return;
        const command = buffer.slice(0, end).toUpperCase();
        buffer = buffer.slice(end + 2);
        if (command.startsWith('EHLO')) socket.write('250-puits.local\r\n250 8BITMIME\r\n');
        else if (command.startsWith('DATA')) {
          inData = true;
          socket.write('354 la suite\r\n');
        } else if (command.startsWith('QUIT')) {
          socket.end('221 au revoir\r\n');
          return;
        } else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `smtp://127.0.0.1:${server.address().port}`,
        accepted: () => accepted,
        close: () => new Promise((r) => server.close(r)),
      }),
    );
  });
}
