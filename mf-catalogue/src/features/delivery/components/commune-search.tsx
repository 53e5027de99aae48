import { useId, useState } from 'react';
import { TextField, useDebouncedValue } from '@ga/ui';
import { LOCALITY_SEARCH_MIN_LENGTH, type Locality } from '@ga/contracts';
import { useCatalogueLocalitiesQuery } from '../api';

/**
 * « Votre ville ou code postal »: communes from GET /api/localization?search= in a native
 * suggestion list; choosing one gives its department code. A failed search is only logged and the
 * department list below stays usable.
 */
export function CommuneSearch({ onCommune }: { onCommune: (locality: Locality) => void }) {
  const listId = useId();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 250);
  const { data = [] } = useCatalogueLocalitiesQuery(search, { skip: search.length < LOCALITY_SEARCH_MIN_LENGTH });
  const [chosen, setChosen] = useState<Locality | null>(null);

  const change = (value: string) => {
    setText(value);
    const match = data.find((l) => l.label === value);
    setChosen(match ?? null);
    if (match) onCommune(match);
  };

  return (
    <>
      <TextField
        label="Votre ville ou code postal"
        name="commune"
        autoComplete="off"
        list={listId}
        value={text}
        placeholder="ex. 72220 ou Écommoy"
        hint={chosen ? `Livraison vers ${chosen.label}` : 'Ou choisissez directement votre département ci-dessous.'}
        onChange={(event) => change(event.target.value)}
      />
      <datalist id={listId} data-testid="commune-options">
        {data.map((l) => (
          <option key={`${l.insee_code}-${l.postal_code}`} value={l.label} />
        ))}
      </datalist>
    </>
  );
}
