import { App } from 'antd';
import { useNavigate } from 'react-router';
import { endSession } from '../../lib/session';

/**
 * Asks 确认退出账号吗? and, on 确定, clears localStorage and goes to /welcome
 * (spec §4 Logout). The logout API call (GET /api/user/tel/logout/{phone})
 * joins this when the login issue stores the phone number.
 */
export function useConfirmLogout(): () => void {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  return () => {
    modal.confirm({
      title: '确认退出账号吗?',
      okText: '确定',
      cancelText: '取消',
      onOk: () => {
        endSession('logout');
        navigate('/welcome');
      },
    });
  };
}
