import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

// A query hook's option, beside the hooks that screens import.
export { FRESH_ON_EVERY_VISIT } from './api';
