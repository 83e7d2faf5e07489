import { apiAssetUrl, apiClient } from '../client';

describe('apiAssetUrl', () => {
  const base = apiClient.defaults.baseURL;
  afterEach(() => {
    apiClient.defaults.baseURL = base;
  });

  it('should leave an address alone when the API is the same origin', () => {
    apiClient.defaults.baseURL = '';
    expect(apiAssetUrl('/v1/images/abc')).toBe('/v1/images/abc');
  });

  it("should point an API address at the API's origin, and leave other addresses alone", () => {
    apiClient.defaults.baseURL = 'http://localhost:3333';
    expect(apiAssetUrl('/v1/images/abc')).toBe('http://localhost:3333/v1/images/abc');
    expect(apiAssetUrl('https://cdn.exemplo.com.br/logo.png')).toBe(
      'https://cdn.exemplo.com.br/logo.png',
    );
    expect(apiAssetUrl('/outra/coisa.png')).toBe('/outra/coisa.png');
  });
});
