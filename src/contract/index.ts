export * from './common';
export * from './scopes';
export * from './api-keys';
export * from './companies';
export * from './currencies';
export * from './auth';
