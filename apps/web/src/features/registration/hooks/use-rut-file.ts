import { useState, type ChangeEvent } from 'react';
import { rutFileProblem } from '../utils/rut-file';

/** The chosen RUT lives outside the form values: they hold its url, known only after upload. */
export function useRutFile() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? rutFileProblem(chosen) : null;
    if (problem) event.target.value = '';
    setFile(problem ? null : chosen);
    setError(problem ?? undefined);
  };

  return { file, error, setError, onChange };
}
