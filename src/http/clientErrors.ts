import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * What Node's HTTP parser refuses before any route sees a request (a method token it does not know, a malformed
 * request line, headers too large, a request that did not arrive whole in time) gets the gateway's JSON refusal
 * with its code, where Node answers a bare status line and no body. The connection is closed: its parser state is lost.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const { status, message } = refusalFor(error.code);
    const body = JSON.stringify({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  });
}

function refusalFor(code: string | undefined): { status: number; message: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, message: 'The request did not arrive whole in time: its headers and body were too slow.' };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: "The request's headers are too large." };
  return { status: 400, message: 'The request is not valid HTTP/1.1 (its request line or headers).' };
}
