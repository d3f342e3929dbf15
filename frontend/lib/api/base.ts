/** Where the gateway answers (gateway/app.ts mounts the route table there); a module of its own so forms import it without the route table. */
export const API_BASE = '/api'
