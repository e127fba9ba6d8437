export * from './countries';
export * from './rules';
export * from './messages';
export * from './email-suggestion';
export * from './voucher-codes';
