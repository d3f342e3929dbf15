import * as migration_20261122_042704_initial from './20261122_042704_initial';

export const migrations = [
  {
    up: migration_20261122_042704_initial.up,
    down: migration_20261122_042704_initial.down,
    name: '20261122_042704_initial'
  },
];
