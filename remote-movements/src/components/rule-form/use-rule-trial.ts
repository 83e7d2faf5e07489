import { useEffect, useState } from 'react';
import { toApiError } from 'shared/api';
import type { ImportRuleTrial } from 'shared/contracts';
import { useTryImportRuleMutation } from '../../api/import-rules';
import { ruleProblems, toRuleBody } from './rule-form-values';
import type { RuleFormValues } from './rule-form-values';

/** Wait this long after the last change, so typing a word is one request. */
export const TRIAL_DELAY_MS = 300;

export type TrialState =
  | { status: 'incomplete' }
  | { status: 'loading' }
  | { status: 'done'; trial: ImportRuleTrial }
  | { status: 'failed' };

/**
 * The draft's live count against the company's history. A draft that is not a rule yet (no
 * condition, no action, a broken expression) is not sent: it would only come back as a 400.
 * The name does not change what a rule catches, so an unnamed draft is tried all the same.
 */
export function useRuleTrial(values: RuleFormValues): TrialState {
  const [tryRule] = useTryImportRuleMutation();
  const [state, setState] = useState<TrialState>({ status: 'incomplete' });
  const draft = { ...values, name: values.name.trim() || 'Rascunho' };
  const complete = Object.keys(ruleProblems(draft)).length === 0;
  const key = JSON.stringify(toRuleBody(draft));

  useEffect(() => {
    if (!complete) {
      setState({ status: 'incomplete' });
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      setState({ status: 'loading' });
      tryRule(JSON.parse(key) as ReturnType<typeof toRuleBody>)
        .unwrap()
        .then((trial) => current && setState({ status: 'done', trial }))
        .catch((thrown: unknown) => {
          if (!current) return;
          // A 400 is a draft the server judges incomplete: nothing to count yet, not a failure.
          setState(
            toApiError(thrown).statusCode === 400 ? { status: 'incomplete' } : { status: 'failed' },
          );
        });
    }, TRIAL_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [complete, key, tryRule]);

  return state;
}
