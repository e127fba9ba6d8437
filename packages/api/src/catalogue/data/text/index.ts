export * from './localized';
export * from './hotels';
export * from './rooms';
export * from './facilities';
export * from './policies';
