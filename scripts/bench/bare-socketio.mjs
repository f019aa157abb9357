// The chat baseline: a bare socket.io server that joins rooms and relays messages to them.
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const httpServer = createServer();
const io = new Server(httpServer, { serveClient: false });
io.on('connection', (socket) => {
  socket.on('join_room', async (room, ack) => {
    await socket.join(`job:${room}`);
    ack?.({ ok: true });
  });
  socket.on('send_message', ({ room, message }, ack) => {
    const saved = { _id: 'x', senderId: 'x', message, createdAt: new Date().toISOString(), room };
    io.to(`job:${room}`).emit('receive_message', saved);
    ack?.({ ok: true, data: saved });
  });
});
httpServer.listen(0, '127.0.0.1', () =>
  process.stdout.write(`port ${httpServer.address().port}\n`),
);
