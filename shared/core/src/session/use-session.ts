import { useAppSelector } from '../store/store';
import { selectIsCompany, selectIsSignedIn, selectToken, selectUser } from './session-slice';

export function useSession() {
  const token = useAppSelector(selectToken);
  const user = useAppSelector(selectUser);
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const isCompany = useAppSelector(selectIsCompany);
  return { token, user, isSignedIn, isCompany };
}
