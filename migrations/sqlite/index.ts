import * as migration_20261122_042702_initial from './20261122_042702_initial';

export const migrations = [
  {
    up: migration_20261122_042702_initial.up,
    down: migration_20261122_042702_initial.down,
    name: '20261122_042702_initial'
  },
];
