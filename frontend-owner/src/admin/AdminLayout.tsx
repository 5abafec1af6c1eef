import FlagIcon from '@mui/icons-material/Flag';
import PersonOffIcon from '@mui/icons-material/PersonOffOutlined';
import { Layout, Menu, useTranslate, type LayoutProps, type MenuProps } from 'react-admin';

// The reported threads are the `conversations` resource, whose name the owners' texts call "Messages": the menu says
// what an administrator finds there. A <div>, as the owners' menu, since react-admin's links in a <ul> are invalid HTML.
function AdminMenu(props: MenuProps) {
  const translate = useTranslate();
  return (
    <Menu {...props} component="div">
      <Menu.ResourceItem name="drivers" />
      <Menu.ResourceItem name="claims" />
      <Menu.Item to="/conversations" primaryText={translate('app.reports.menu')} leftIcon={<FlagIcon />} />
      <Menu.Item to="/erasures" primaryText={translate('app.erasure.menu')} leftIcon={<PersonOffIcon />} />
    </Menu>
  );
}

/** react-admin's layout with the administrators' menu. */
export function AdminLayout(props: LayoutProps) {
  return <Layout {...props} menu={AdminMenu} />;
}
