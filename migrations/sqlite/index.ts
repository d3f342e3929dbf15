import * as migration_20261122_033256_initial from './20261122_033256_initial';

export const migrations = [
  {
    up: migration_20261122_033256_initial.up,
    down: migration_20261122_033256_initial.down,
    name: '20261122_033256_initial'
  },
];
