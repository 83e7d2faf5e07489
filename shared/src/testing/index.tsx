// Public entry of `shared/testing`: helpers for the apps' jest tests (never for product code).
export { demoAccount, fakeToken, renderWithProviders } from './render';
export { fakeApi } from './fake-api';
export type { FakeAnswer } from './fake-api';
export type { RenderOptions } from './render';
