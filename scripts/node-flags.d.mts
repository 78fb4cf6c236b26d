/** Types of node-flags.mjs (plain JavaScript: `npm start` runs it before anything is compiled). */
export declare const SERVER_NODE_FLAGS: readonly string[];
