// Public entry of `shared/format`.
export * from './money';
export * from './dates';
export * from './brl-input';
export * from './br-date-input';
