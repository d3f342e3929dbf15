import { defineConfig } from 'vitest/config'

// Integration files each boot Payload on their own database; two cores, so two at a time.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          setupFiles: ['tests/helpers/setupEnv.ts'],
        },
      },
      {
        test: {
          name: 'process',
          include: ['tests/process/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          maxWorkers: 1,
          testTimeout: 120_000,
        },
      },
    ],
  },
})
