import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

// Each test file (one process, `pool: forks`) gets its own data folder: media, mailbox.
process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'site-test-'))
process.env.PAYLOAD_SECRET ??= 'test-secret-that-is-long-enough-for-tests-0123456789'
process.env.LOG_LEVEL ??= 'warn'
process.env.SERVER_URL ??= 'http://localhost:3000'
// Payload skips the schema push when this process already pushed the same schema (a module
// cache), which leaves a second fresh test database empty.
process.env.PAYLOAD_FORCE_DRIZZLE_PUSH = 'true'
// Suites call login and the public forms many times from 127.0.0.1; one test lowers the limits to prove they fire.
process.env.RATE_LIMIT_MAX ??= '100000'
