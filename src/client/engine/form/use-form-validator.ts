import type { ValidatorType } from '@rjsf/utils';
import { createContext, useContext, useEffect, useState } from 'react';
import type { FormResponse } from '../../../shared/api/records';
import { loadPrecompiledValidator, type ValidatorLoader } from './precompiled-validator';

/** Tests provide RJSF's ordinary validator here: jsdom cannot import the server's module. */
export const ValidatorLoaderContext = createContext<ValidatorLoader>(loadPrecompiledValidator);

type State = { validator: ValidatorType; error: null } | { validator: null; error: Error | null };

/** Loads the validator of a form once its definition is known. */
export function useFormValidator(form: FormResponse | undefined) {
  const load = useContext(ValidatorLoaderContext);
  const [state, setState] = useState<State>({ validator: null, error: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!form) return;
    let active = true;
    load(form).then(
      (validator) => active && setState({ validator, error: null }),
      (error: unknown) =>
        active &&
        setState({
          validator: null,
          error: error instanceof Error ? error : new Error(String(error)),
        }),
    );
    return () => {
      active = false;
    };
  }, [form, load, attempt]);
  return {
    ...state,
    retry: () => {
      setState({ validator: null, error: null });
      setAttempt((current) => current + 1);
    },
  };
}
