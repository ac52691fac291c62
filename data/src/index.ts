export * from './csv';
export * from './fields';
export * from './paths';
export * from './schools';
export * from './provinces';
export * from './sources';
