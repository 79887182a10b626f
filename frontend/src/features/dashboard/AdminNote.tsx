import { Alert } from 'antd';
import { Link } from 'react-router-dom';

/** The admin's way to the admin panel, kept on the dashboard. */
export function AdminNote() {
  return (
    <Alert
      className="dashboard__admin"
      type="info"
      showIcon
      title={
        <>
          Máte oprávnění správce. <Link to="/admin">Přejít do administrace</Link>
        </>
      }
    />
  );
}
