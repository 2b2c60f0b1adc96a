export * from './iva-classes';
export * from './rules';
export * from './parties';
export * from './uvt';
export * from './breakdown';
export * from './engine';
export * from './law';
export * from './admin';
