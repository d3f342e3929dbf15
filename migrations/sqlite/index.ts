import * as migration_20261122_025652_initial from './20261122_025652_initial';

export const migrations = [
  {
    up: migration_20261122_025652_initial.up,
    down: migration_20261122_025652_initial.down,
    name: '20261122_025652_initial'
  },
];
