// Whether the Redis the bench shares with the tests answers (REDIS_URL, default
// redis://127.0.0.1:6379): a PING over a plain socket, so the bench needs no Redis client of its own.
import { connect } from 'node:net';

export const sharedRedisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** true when it answers PONG within 2 s; otherwise why not. */
export function redisAnswers(url = sharedRedisUrl) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(2000, () => done('no answer within 2 s'));
    socket.once('error', (error) => done(error.message));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      const text = data.toString().trim();
      done(text === '+PONG' ? true : `answered ${text.slice(0, 60)}`);
    });
  });
}
