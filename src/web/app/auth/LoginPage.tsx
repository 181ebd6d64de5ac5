import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useSetupStatus } from '../../api/auth';
import { useSession } from './SessionGate';
import { safeNext } from './safe-next';
import { SignInForm } from './SignInForm';

/**
 * Sign-in as a route of the console: reached from inside it (signing out, a session that ended,
 * first-run setup done elsewhere). Opened directly, /login is rendered by the entry without the
 * router (main.tsx); both show SignInForm.
 */
export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNext(params.get('next'));
  const state = useSession();
  const setup = useSetupStatus();

  if (setup.data?.setupRequired) return <Navigate to="/setup" replace />;
  if (state.status === 'signed-in') return <Navigate to={next} replace />;
  return <SignInForm expired={!!params.get('expired')} onSignedIn={() => navigate(next, { replace: true })} />;
}
