import { appSourcesMatching } from '../../testing/app-sources';

// The lint rule catches the JSX spellings; this catches the rest (props spread from an object,
// a `type` chosen in a variable) the day someone writes them.
describe('date fields', () => {
  it('should use the pt-BR DateInput, never the browser date input', () => {
    expect(appSourcesMatching(/type\s*[=:]\s*\{?\s*['"](date|datetime-local)['"]/)).toEqual([]);
  });
});
