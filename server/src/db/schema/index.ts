export * from './sources';
export * from './imports';
export * from './provinces';
export * from './schools';
