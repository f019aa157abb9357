import { GEOCODE_SEARCH_LIMITS, type GeocodeSearchResult } from '@bantuin/contract';
import { useCombobox } from 'downshift';
import { useEffect, useState } from 'react';
import { SearchIcon } from '@/components/ui/icons';
import { addressSearchTerm, useAddressSearch } from '@/features/jobs/api/search-address';

/** How long typing must pause before the server is asked (the geocoder takes one a second). */
export const ADDRESS_SEARCH_DEBOUNCE_MS = 400;

export const ADDRESS_SEARCH_TEXTS = {
  label: 'Cari alamat',
  placeholder: 'Contoh: Jl. Kenanga 12, Tebet',
  searching: 'Mencari alamat…',
  none: 'Alamat tidak ditemukan. Coba kata lain, atau pilih di peta.',
  failed: 'Alamat tidak dapat dicari sekarang. Coba lagi sebentar lagi, atau pilih di peta.',
} as const;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The address search above the map (a combobox: type, then the arrow keys and Enter, or a tap,
 * choose one of up to five places). Choosing one hands the place to `onChoose`.
 */
export function AddressSearch({ onChoose }: { onChoose: (place: GeocodeSearchResult) => void }) {
  const [typed, setTyped] = useState('');
  const term = addressSearchTerm(useDebounced(typed, ADDRESS_SEARCH_DEBOUNCE_MS));
  const searchable = term.length >= GEOCODE_SEARCH_LIMITS.queryMin;
  const search = useAddressSearch(term);
  const places = searchable && search.data ? search.data : [];

  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } =
    useCombobox<GeocodeSearchResult>({
      items: places,
      itemToString: (place) => place?.address ?? '',
      itemToKey: (place) => (place ? `${place.lat},${place.lng},${place.address}` : ''),
      // Every choice counts, even the same place twice (after the pin was moved elsewhere).
      selectedItem: null,
      onInputValueChange: ({ inputValue, type }) => {
        // Only typing searches; choosing a place writes its address here without a new search.
        if (type === useCombobox.stateChangeTypes.InputChange) setTyped(inputValue);
      },
      onStateChange: ({ type, selectedItem }) => {
        if (
          selectedItem &&
          (type === useCombobox.stateChangeTypes.ItemClick ||
            type === useCombobox.stateChangeTypes.InputKeyDownEnter)
        ) {
          onChoose(selectedItem);
        }
      },
    });

  const status = !searchable
    ? ''
    : search.isError
      ? ADDRESS_SEARCH_TEXTS.failed
      : search.isFetching && places.length === 0
        ? ADDRESS_SEARCH_TEXTS.searching
        : search.isSuccess && !search.isPlaceholderData && places.length === 0
          ? ADDRESS_SEARCH_TEXTS.none
          : '';
  const showList = isOpen && places.length > 0;

  return (
    <div className="relative">
      <label {...getLabelProps({ className: 'fieldset-legend pb-1 pt-0 text-sm' })}>
        {ADDRESS_SEARCH_TEXTS.label}
      </label>
      <div className="input w-full">
        <SearchIcon className="size-4 text-base-content/60" />
        <input
          {...getInputProps({
            type: 'search',
            className: 'grow',
            placeholder: ADDRESS_SEARCH_TEXTS.placeholder,
            maxLength: GEOCODE_SEARCH_LIMITS.queryMax,
            autoComplete: 'off',
            enterKeyHint: 'search',
          })}
        />
        {searchable && search.isFetching && (
          <span className="loading loading-spinner loading-xs text-primary" aria-hidden="true" />
        )}
      </div>
      {/* Over the map (its own stacking context), never under it. */}
      <ul
        {...getMenuProps({
          className: `absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-box border border-base-300 bg-base-100 py-1 shadow-lg ${showList ? '' : 'hidden'}`,
        })}
      >
        {showList &&
          places.map((place, index) => (
            <li
              key={`${place.lat},${place.lng},${place.address}`}
              {...getItemProps({
                item: place,
                index,
                className: `cursor-pointer px-3 py-2 text-sm leading-snug ${highlightedIndex === index ? 'bg-primary/10 text-base-content' : ''}`,
              })}
            >
              {place.address}
            </li>
          ))}
      </ul>
      <p aria-live="polite" className="mt-1 min-h-0 text-sm text-base-content/70 empty:hidden">
        {status}
      </p>
    </div>
  );
}
