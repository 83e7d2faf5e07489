// Public entry of `shared/contracts`: no React here, so `api/` imports the same schemas and types.
export * from './constants';
export * from './errors';
export * from './token';
export * from './identity';
export * from './companies';
export * from './documents';
export * from './identity-flows';
export * from './health';
export * from './movements';
export * from './dashboards';
export * from './setup-fields';
export * from './identity-requests';
export * from './cost-centers';
export * from './bank-accounts';
export * from './suppliers';
export * from './categories';
export * from './movement-requests';
