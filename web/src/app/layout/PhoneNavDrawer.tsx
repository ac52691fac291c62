import { Drawer, Menu, type MenuProps } from 'antd';

interface PhoneNavDrawerProps {
  open: boolean;
  onClose: () => void;
  items: NonNullable<MenuProps['items']>;
  selectedKeys: string[];
  onClick: MenuProps['onClick'];
}

/** The phone's navigation drawer: its own chunk, loaded when ☰ is first tapped (Header). */
export function PhoneNavDrawer({ open, onClose, items, selectedKeys, onClick }: PhoneNavDrawerProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size={300}
      title="导航"
      className="zy-phone-nav"
      styles={{ body: { padding: '8px 0' } }}
    >
      <Menu mode="inline" items={items} selectedKeys={selectedKeys} onClick={onClick} />
    </Drawer>
  );
}
