/** The server's entry point: scripts/build.ts compiles this file (and what it imports) to build/server/main.js. */
import { main } from './server';

await main();
