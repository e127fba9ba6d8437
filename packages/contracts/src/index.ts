export * from './sites';
export * from './remotes';
export * from './context';
export * from './events';
export * from './routes';
export * from './shared';
export * from './match';
export * from './hosts';
