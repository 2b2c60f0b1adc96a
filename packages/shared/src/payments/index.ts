export * from './methods';
export * from './statuses';
export * from './wompi-keys';
export * from './online';
export * from './admin';
export * from './transfers';
export * from './credit';
