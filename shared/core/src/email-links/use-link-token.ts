import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useNoReferrer } from './use-no-referrer';

/**
 * The `?token=` of a page opened from an e-mail link (sign-in link, address confirmation, newsletter): read
 * once, then taken out of the address at once (the history entry is replaced and keeps it in its
 * state, so a reload still works), and no Referer leaves the page — the token never leaks through
 * a Referer, the history or a shared screen. '' when the link had none.
 */
export function useLinkToken(): string {
  useNoReferrer();
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(
    () =>
      new URLSearchParams(location.search).get('token') ?? (location.state as { token?: string } | null)?.token ?? '',
  );
  useEffect(() => {
    if (location.search) void navigate({ pathname: location.pathname }, { replace: true, state: { token } });
  }, [location.search, location.pathname, navigate, token]);
  return token;
}
