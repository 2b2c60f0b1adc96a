export * from './files';
export * from './mail';
export * from './municipalities';
export * from './roles';
export * from './site-config';
export * from './users';
export * from './catalogue';
export * from './cart';
