import { useNavigate } from 'react-router';
import { logout } from '../../features/auth/api';
import { endSession } from '../../lib/session';
import { useViewer } from '../../lib/viewer';
import { useAppServices } from '../AppServices';

/**
 * Asks 确认退出账号吗? and, on 确定, calls the logout API (GET
 * /api/user/tel/logout/{phone}), clears localStorage and goes to /welcome
 * (spec §4 Logout). The session ends here even if the call fails: the user
 * asked to leave.
 */
export function useConfirmLogout(): () => void {
  const { modal } = useAppServices();
  const navigate = useNavigate();
  const { info } = useViewer();
  return () => {
    modal.confirm({
      title: '确认退出账号吗?',
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        try {
          if (info) await logout(info.tel);
        } catch {
          // already shown by the client; the local session ends all the same
        }
        endSession('logout');
        navigate('/welcome');
      },
    });
  };
}
