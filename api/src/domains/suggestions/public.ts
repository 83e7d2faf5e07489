// What other domains may use of the suggestions: the one service that proposes a category,
// contact and cost centre for a line (rules first, then history), and the text comparison it
// and the imports share.

export { normaliseDescription, significantWords } from './text';
export { createSuggestionService } from './services/suggestion-service';
export type {
  Suggester,
  SuggestionService,
  SuggestionSubject,
} from './services/suggestion-service';
