/**
 * The V8 flags the server runs with (`npm start`, and `npm run bench api` starting it the same way).
 * --max-semi-space-size=4: the young generation is capped at 4 MB per semi-space instead of 16. The server's
 * garbage is short-lived request objects; with the smaller nursery a load run holds ~50 MB less RSS
 * (PostgreSQL: 236 → 186 MB after `npm run bench api`) at the same throughput (docs/operations.md, Benchmarks).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];
