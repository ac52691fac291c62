export * from './http';
export * from './provinces';
export * from './schools';
export * from './rules';
export * from './ranktables';
